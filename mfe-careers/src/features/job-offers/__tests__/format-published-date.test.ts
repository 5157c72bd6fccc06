import { formatPublishedDate } from '../utils/format-published-date';

describe('formatPublishedDate', () => {
  it.each([
    ['pl', '3 listopada 2025'],
    ['en', 'November 3, 2025'],
    ['fr', '3 novembre 2025'],
  ] as const)('writes the date as people read it in %s', (locale, text) => {
    expect(formatPublishedDate('2025-11-03T08:00:00Z', locale)).toBe(text);
  });

  it('takes the day in UTC, whatever the time zone the page is rendered in', () => {
    // 00:30 in Warsaw on 1 March is still 28 February in UTC.
    expect(formatPublishedDate('2025-03-01T00:30:00+02:00', 'en')).toBe('February 28, 2025');
    expect(formatPublishedDate('2025-02-28T23:30:00-05:00', 'en')).toBe('March 1, 2025');
  });

  it('accepts a plain date', () => {
    expect(formatPublishedDate('2024-12-24', 'pl')).toBe('24 grudnia 2024');
  });

  it('gives nothing for a text that is not a date', () => {
    expect(formatPublishedDate('soon', 'pl')).toBeNull();
  });
});
