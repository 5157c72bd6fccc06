// The language of the interface, on the pages outside the layout (sign-in, set-up link); inside it, react-admin's
// own menu in the top bar does the same.
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LANGUAGES } from './i18n-provider';

export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={locale}
      aria-label={translate('app.language')}
      onChange={(_event, chosen: string | null) => chosen !== null && setLocale(chosen)}
    >
      {LANGUAGES.map(({ locale: code, name }) => (
        // The visible code starts the accessible name (WCAG's label in name); the language's own name follows.
        <ToggleButton key={code} value={code} aria-label={`${code.toUpperCase()}, ${name}`} lang={code}>
          {code.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
