// Polish by default, English selectable (react-admin's locale menu; the choice is kept in the browser's store).
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { appPolish } from './messages';
import { raPolish } from './ra-polish';

export const LANGUAGES = [
  { locale: 'pl', name: 'Polski' },
  { locale: 'en', name: 'English' },
];

const polish = { ...raPolish, ...appPolish };
// English is a chunk of its own, fetched when chosen (react-admin waits for it before switching).
const english = () => import('./english-messages').then((module) => module.englishMessages);

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? english() : polish),
  'pl',
  LANGUAGES,
  // A missing key shows the key itself in development only; staff never see a raw key (tests check the keys exist).
  { allowMissing: true },
);
