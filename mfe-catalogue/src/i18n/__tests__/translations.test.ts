import { translations } from '../translations';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (texts: Record<string, string>) => new Set(Object.keys(texts).map((key) => key.replace(PLURAL, '')));

describe('catalogue translations', () => {
  it.each(['en', 'fr'] as const)('%s has every Polish text', (locale) => {
    const texts = translations[locale] ?? {};
    expect([...baseKeys(translations.pl)].filter((key) => !baseKeys(texts).has(key))).toEqual([]);
  });

  it.each(['pl', 'en', 'fr'] as const)('%s plural keys have an _other form', (locale) => {
    const texts = translations[locale] ?? {};
    const plurals = Object.keys(texts).filter((key) => PLURAL.test(key)).map((key) => key.replace(PLURAL, ''));
    for (const key of plurals) expect(texts[`${key}_other`]).toBeDefined();
  });

  it('gives every language its own section paths', () => {
    expect([translations.pl.productsPath, translations.en?.productsPath, translations.fr?.productsPath]).toEqual(['/produkty', '/en/products', '/fr/produits']);
    expect([translations.pl.realizationsPath, translations.en?.realizationsPath, translations.fr?.realizationsPath]).toEqual([
      '/realizacje',
      '/en/realizations',
      '/fr/realisations',
    ]);
  });
});
