import { sanitizeHtml } from '../sanitize';

describe('sanitizeHtml on the server', () => {
  it('answers an empty text with an empty text, again and again', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });

  it('removes scripts and keeps the allowed markup, the same when remembered', () => {
    const html = '<p>Nova <strong>ergonomic</strong></p><script>alert(1)</script><img src=x onerror="alert(1)">';
    const first = sanitizeHtml(html);
    expect(first).toContain('<p>Nova <strong>ergonomic</strong></p>');
    expect(first).not.toMatch(/script|onerror/);
    expect(sanitizeHtml(html)).toBe(first);
  });
});
