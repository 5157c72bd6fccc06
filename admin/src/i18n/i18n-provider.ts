// Polish by default, English selectable (react-admin's locale menu; the choice is kept in the browser's store).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { appEnglish, appPolish } from './messages';
import { raPolish } from './ra-polish';

export const LANGUAGES = [
  { locale: 'pl', name: 'Polski' },
  { locale: 'en', name: 'English' },
];

const messages = {
  pl: { ...raPolish, ...appPolish },
  en: { ...englishMessages, ...appEnglish },
};

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? messages.en : messages.pl),
  'pl',
  LANGUAGES,
  // A missing key shows the key itself in development only; staff never see a raw key (tests check the keys exist).
  { allowMissing: true },
);
