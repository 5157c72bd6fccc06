// The internal links of published content that lead nowhere (the API's link checker), each with a link to the edit
// page of the record it is in, to mend it there.
import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Title, useTranslate } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import { RESOURCE_OF } from '../usage/record-link';

export interface BrokenLink {
  where: { kind: 'page' | 'post' | 'menu' | 'product'; id: number; title: string; field: string };
  href: string;
  locale: string;
}

export function LinkCheckPage() {
  const translate = useTranslate();
  const [links, setLinks] = useState<BrokenLink[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    adminFetch<BrokenLink[]>('/link-check').then(
      ({ body }) => setLinks(body),
      () => setFailed(true),
    );
  }, []);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('careers.links.title')} />
      <CardContent>
        {failed && <Typography role="alert">{translate('ra.notification.http_error')}</Typography>}
        {links === null ? null : links.length === 0 ? (
          <Typography>{translate('careers.links.none')}</Typography>
        ) : (
          <Table aria-label={translate('careers.links.title')} size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('careers.links.where')}</TableCell>
                <TableCell>{translate('careers.links.field')}</TableCell>
                <TableCell>{translate('careers.links.locale')}</TableCell>
                <TableCell>{translate('careers.links.href')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {links.map(({ where, href, locale }) => (
                <TableRow key={`${where.kind}-${where.id}-${where.field}-${locale}-${href}`}>
                  <TableCell>
                    <Link component={RouterLink} to={`/${RESOURCE_OF[where.kind]}/${where.id}`}>
                      {translate(`careers.links.kinds.${where.kind}`)} #{where.id}: {where.title}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <code>{where.field}</code>
                  </TableCell>
                  <TableCell>{locale}</TableCell>
                  <TableCell>
                    <code>{href}</code>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
