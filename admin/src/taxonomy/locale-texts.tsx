// A record's texts in pl, en and fr side by side (its `translations.<locale>.<field>`): Polish required but for the
// optional fields, English and French left empty where not translated yet.
import { Box, Typography } from '@mui/material';
import { required, TextInput, useTranslate } from 'react-admin';
import { CONTENT_LOCALES } from './translations';

export interface TextField {
  name: string;
  /** Optional in Polish too. */
  optional?: boolean;
  multiline?: boolean;
}

/** `labels`: the messages' group naming each field (`<labels>.<field name>`). */
export function LocaleTexts({
  fields,
  prefix = 'translations',
  labels = 'taxonomy.fields',
}: {
  fields: readonly TextField[];
  prefix?: string;
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
          {fields.map((field) => (
            <TextInput
              key={field.name}
              source={`${prefix}.${locale}.${field.name}`}
              label={`${labels}.${field.name}`}
              validate={locale === 'pl' && !field.optional ? required() : undefined}
              multiline={field.multiline}
              fullWidth
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}
