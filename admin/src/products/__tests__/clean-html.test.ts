import { cleanHtml } from '../clean-html';

describe('the rich text saved', () => {
  it('keeps what the site shows: paragraphs, headings from h2, lists, links, emphasis, tables', () => {
    const html =
      '<h2>Wymiary</h2><p><strong>Nova</strong> <em>ma</em> <a href="https://example.com" title="t">link</a></p>' +
      '<ul><li>jeden</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table>';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops what the site would refuse: scripts, styles, events, h1, foreign addresses', () => {
    expect(
      cleanHtml(
        '<h1 style="color:red">Tytuł</h1><p onclick="x()" class="big">Tekst<script>alert(1)</script></p>' +
          '<a href="javascript:alert(1)">zły</a><img src="data:image/png;base64,AA" alt="a"><!-- uwaga -->',
      ),
    ).toBe('Tytuł<p>Tekst</p><a>zły</a><img alt="a">');
  });

  it('saves an empty editor as no text', () => {
    expect(cleanHtml('<p></p>')).toBe('');
  });
});
