import { LOCALES } from '@ergoforma/shared-contracts';
import { missingTranslations } from '@ergoforma/shared-contracts/testing';
import { translations } from '../translations';

it.each(LOCALES)('has every text in %s, with the plural forms the language needs', (locale) => {
  expect(missingTranslations(translations, locale)).toEqual([]);
});
