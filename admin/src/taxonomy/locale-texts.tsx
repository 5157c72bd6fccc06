// A record's texts in pl, en and fr side by side (its `translations.<locale>.<field>`): Polish required but for the
// optional fields, English and French left empty where not translated yet.
import type { ComponentType } from 'react';
import { Box, Typography } from '@mui/material';
import { required, TextInput, useTranslate, type Validator } from 'react-admin';
import { CONTENT_LOCALES } from './translations';

export interface TextField {
  name: string;
  /** Optional in Polish too. */
  optional?: boolean;
  multiline?: boolean;
  /** Another input than a text field (a rich-text editor). */
  input?: ComponentType<{
    source: string;
    label: string;
    validate?: Validator;
    multiline?: boolean;
    fullWidth?: boolean;
  }>;
}

export function LocaleTexts({
  fields,
  prefix = 'translations',
  labels = 'taxonomy.fields',
}: {
  fields: readonly TextField[];
  prefix?: string;
  /** Where the fields' labels are among the messages. */
  labels?: string;
}) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', width: '100%' }}>
      {CONTENT_LOCALES.map((locale) => (
        <Box component="fieldset" key={locale} sx={{ flex: '1 1 16rem', border: 1, borderColor: 'divider', p: 1 }}>
          <Typography component="legend" variant="subtitle2">
            {translate(`taxonomy.locales.${locale}`)}
          </Typography>
          {fields.map(({ name, optional, multiline, input: Input = TextInput }) => (
            <Input
              key={name}
              source={`${prefix}.${locale}.${name}`}
              label={`${labels}.${name}`}
              validate={locale === 'pl' && !optional ? required() : undefined}
              multiline={multiline}
              fullWidth
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
