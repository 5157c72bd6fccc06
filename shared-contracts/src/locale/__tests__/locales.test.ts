import {
  DEFAULT_LOCALE,
  LOCALES,
  homePath,
  isHomePath,
  isLocale,
  languageTag,
  localizePath,
  splitLocaleFromPath,
} from '../locales';

describe('locales (pl default, en, fr)', () => {
  it('lists pl, en, fr with pl as default', () => {
    expect([...LOCALES]).toEqual(['pl', 'en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('pl');
  });

  it('isLocale accepts only the three languages', () => {
    expect(LOCALES.every((locale) => isLocale(locale))).toBe(true);
    for (const value of ['de', 'EN', 'en-GB', '', null, undefined, 1]) expect(isLocale(value)).toBe(false);
  });

  it('languageTag is the locale code', () => {
    expect(languageTag('fr')).toBe('fr');
  });
});

describe('splitLocaleFromPath (the leading en/fr segment is removed)', () => {
  it.each([
    ['/en/products/chairs/nova', 'en', '/products/chairs/nova'],
    ['/fr/contact', 'fr', '/contact'],
    ['/en', 'en', '/'],
    ['/fr/', 'fr', '/'],
    ['/produkty/krzesla-obrotowe', 'pl', '/produkty/krzesla-obrotowe'],
    ['/', 'pl', '/'],
    ['', 'pl', '/'],
  ])('%p -> locale %p, path %p', (pathname, locale, path) => {
    expect(splitLocaleFromPath(pathname)).toEqual({ locale, path });
  });

  it('does not treat pl as a prefix (the default language has none)', () => {
    expect(splitLocaleFromPath('/pl/kontakt')).toEqual({ locale: 'pl', path: '/pl/kontakt' });
  });

  it('only strips a whole first segment', () => {
    expect(splitLocaleFromPath('/english/x')).toEqual({ locale: 'pl', path: '/english/x' });
    expect(splitLocaleFromPath('/enx')).toEqual({ locale: 'pl', path: '/enx' });
    expect(splitLocaleFromPath('/de/x')).toEqual({ locale: 'pl', path: '/de/x' });
    expect(splitLocaleFromPath('/kontakt/en')).toEqual({ locale: 'pl', path: '/kontakt/en' });
  });
});

describe('localizePath and home paths', () => {
  it('adds /en and /fr prefixes and none for pl', () => {
    expect(localizePath('en', '/products')).toBe('/en/products');
    expect(localizePath('fr', 'contact')).toBe('/fr/contact');
    expect(localizePath('pl', '/produkty')).toBe('/produkty');
    expect(localizePath('pl', 'produkty')).toBe('/produkty');
  });

  it('the front page of each language is /, /en, /fr', () => {
    expect(homePath('pl')).toBe('/');
    expect(homePath('en')).toBe('/en');
    expect(homePath('fr')).toBe('/fr');
    expect(localizePath('en', '/')).toBe('/en');
  });

  it('round-trips with splitLocaleFromPath', () => {
    for (const locale of LOCALES) {
      expect(splitLocaleFromPath(localizePath(locale, '/produkty/fotele'))).toEqual({
        locale,
        path: '/produkty/fotele',
      });
    }
  });

  it('isHomePath recognises the three front pages, with or without trailing slash', () => {
    for (const path of ['/', '/en', '/fr', '/en/', '/fr/', '']) expect(isHomePath(path)).toBe(true);
    for (const path of ['/pl', '/de', '/produkty', '/en/produkty', '/english']) expect(isHomePath(path)).toBe(false);
  });
});
