import { LOCALES } from '@ergoforma/shared-contracts';
import { missingTranslations } from '@ergoforma/shared-contracts/testing';
import { translations } from '../translations';

it.each(LOCALES)('has every text in %s, with the plural forms the language needs', (locale) => {
  expect(missingTranslations(translations, locale)).toEqual([]);
});

it('gives every language its own section paths', () => {
  expect([translations.pl.productsPath, translations.en?.productsPath, translations.fr?.productsPath]).toEqual([
    '/produkty',
    '/en/products',
    '/fr/produits',
  ]);
  expect([
    translations.pl.realizationsPath,
    translations.en?.realizationsPath,
    translations.fr?.realizationsPath,
  ]).toEqual(['/realizacje', '/en/realizations', '/fr/realisations']);
});
