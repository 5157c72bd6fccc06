// Fields in pl, en and fr side by side, one framed column per language (as the catalogue's texts are shown).
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { CONTENT_LOCALES } from '../taxonomy/translations';

type Locale = (typeof CONTENT_LOCALES)[number];

export function LocaleColumns({ children }: { children: (locale: Locale) => ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      {CONTENT_LOCALES.map((locale) => (
        <Box
          component="fieldset"
          key={locale}
          sx={{ flex: '1 1 18rem', border: 1, borderColor: 'divider', p: 1, minWidth: 0 }}
        >
          <Typography component="legend" variant="subtitle2">
            {translate(`taxonomy.locales.${locale}`)}
          </Typography>
          {children(locale)}
        </Box>
      ))}
    </Box>
  );
}
