import { LOCALES } from '@ergoforma/shared-contracts';
import { missingTranslations } from '@ergoforma/shared-contracts/testing';
import { shellTranslations } from '../shell-translations';

it.each(LOCALES)('has every shell text in %s', (locale) => {
  expect(missingTranslations(shellTranslations, locale)).toEqual([]);
});
