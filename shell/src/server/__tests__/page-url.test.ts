// Which URL the shell renders for a request target: never another host, and line terminators and tabs, which the
// router cannot match or build URLs from, stay encoded, so such paths reach the sitemap lookup (404) instead.
import { decodableTarget, pageUrl } from '../page-url';

const ORIGIN = 'https://www.ergoforma.test';

it('keeps a path that starts with // on the site, as a path', () => {
  const url = pageUrl('//evil.example/kontakt?x=1', ORIGIN);
  expect(url?.origin).toBe(ORIGIN);
  expect(url?.pathname).toBe('//evil.example/kontakt');
  expect(pageUrl('/\\evil.example/kontakt', ORIGIN)?.origin).toBe(ORIGIN);
});

it.each(['/produkty%0A', '/a%0db', '/%E2%80%A8', '/en/%e2%80%a9x', '/%09/%09'])(
  'leaves the line terminator or tab in %s encoded',
  (path) => {
    const url = pageUrl(path, ORIGIN);
    expect(decodeURIComponent(url?.pathname ?? '')).not.toMatch(/[\t\n\r\u2028\u2029]/);
    expect(url?.pathname).toMatch(/%25/);
  },
);

it('leaves ordinary paths and their query alone, and refuses a target that is no path', () => {
  expect(pageUrl('/produkty/krzesla-obrotowe/nova?tab=1', ORIGIN)?.href).toBe(
    `${ORIGIN}/produkty/krzesla-obrotowe/nova?tab=1`,
  );
  expect(pageUrl('/fr/produits/caf%C3%A9', ORIGIN)?.pathname).toBe('/fr/produits/caf%C3%A9');
  expect(pageUrl('http://evil.example/x', ORIGIN)).toBeNull();
  expect(pageUrl('*', ORIGIN)).toBeNull();
});

it('escapes the % signs of a path that is no UTF-8, and keeps every other target as it is', () => {
  expect(decodableTarget('/produkty/%E0%A4%A?q=%FF')).toBe('/produkty/%25E0%25A4%25A?q=%FF');
  expect(decodableTarget('/%FF')).toBe('/%25FF');
  expect(decodableTarget('/fr/produits/caf%C3%A9?q=%FF')).toBe('/fr/produits/caf%C3%A9?q=%FF');
});
