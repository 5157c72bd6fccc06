// How much of the catalogue is translated into English and French, per kind, and each text still missing with a
// link to its record's edit page. Admins also switch the site's English notice here, once English is complete.
import {
  Box,
  Card,
  CardContent,
  FormControlLabel,
  Link,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';

type Locale = 'en' | 'fr';
interface LanguageStatus {
  translated: number;
  total: number;
  untranslatedCount: number;
  untranslated: Array<{ id: number; field: string; link: string }>;
}
export interface TranslationStatus {
  resources: Array<{ resource: string; languages: Record<Locale, LanguageStatus> }>;
}

/** 1234 of 1240 -> 99 %; nothing to translate is 100 %. Never 100 % while something is missing. */
export function percentOf({ translated, total }: LanguageStatus): number {
  if (total === 0 || translated === total) return 100;
  return Math.min(99, Math.floor((translated / total) * 100));
}

function EnglishNoticeSwitch() {
  const translate = useTranslate();
  const notify = useNotify();
  const [shown, setShown] = useState<boolean | null>(null);
  useEffect(() => {
    adminFetch<{ englishNotice: boolean }>('/site-settings').then(
      ({ body }) => setShown(body.englishNotice),
      () => setShown(null),
    );
  }, []);
  if (shown === null) return null;
  const change = async (englishNotice: boolean) => {
    try {
      const { body } = await adminFetch<{ englishNotice: boolean }>('/site-settings', {
        method: 'PUT',
        body: JSON.stringify({ englishNotice }),
      });
      setShown(body.englishNotice);
      notify('taxonomy.status.notice_saved', { type: 'info' });
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };
  return (
    <FormControlLabel
      control={<Switch checked={shown} onChange={(event) => void change(event.target.checked)} />}
      label={translate('taxonomy.status.english_notice')}
    />
  );
}

export function TranslationStatusPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string>();
  const [status, setStatus] = useState<TranslationStatus | null>(null);
  useEffect(() => {
    void adminFetch<TranslationStatus>('/translation-status').then(({ body }) => setStatus(body));
  }, []);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('taxonomy.status.title')} />
      <CardContent>
        {permissions === 'admin' && <EnglishNoticeSwitch />}
        {status === null ? null : (
          <>
            <Table aria-label={translate('taxonomy.status.title')} size="small">
              <TableHead>
                <TableRow>
                  <TableCell>{translate('taxonomy.status.kind')}</TableCell>
                  <TableCell>{translate('taxonomy.locales.en')}</TableCell>
                  <TableCell>{translate('taxonomy.locales.fr')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {status.resources.map(({ resource, languages }) => (
                  <TableRow key={resource}>
                    <TableCell>{translate(`taxonomy.kinds.${resource}`)}</TableCell>
                    {(['en', 'fr'] as const).map((locale) => (
                      <TableCell key={locale}>
                        {percentOf(languages[locale])} % ({languages[locale].translated} / {languages[locale].total})
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {(['en', 'fr'] as const).map((locale) => (
              <Box key={locale} component="section" sx={{ mt: 3 }}>
                <Typography component="h2" variant="h6">
                  {translate('taxonomy.status.missing', { language: translate(`taxonomy.locales.${locale}`) })}
                </Typography>
                <Box component="ul" sx={{ columns: '20rem', pl: 2 }}>
                  {status.resources.flatMap(({ resource, languages }) =>
                    languages[locale].untranslated.map(({ id, field, link }) => (
                      <li key={`${resource}-${id}-${field}`}>
                        <Link component={RouterLink} to={link}>
                          {translate(`taxonomy.kinds.${resource}`)} #{id}
                        </Link>{' '}
                        <code>{field}</code>
                      </li>
                    )),
                  )}
                </Box>
              </Box>
            ))}
          </>
        )}
      </CardContent>
    </Card>
  );
}
