// Before a record is unpublished, now or at a set time: where it is linked from (menu items, links in published
// content: GET /{resource}/{id}/uses). Nothing links to it: it goes ahead at once. Else a dialog lists the links, each
// with a link to the record it is in, and asks; an unpublish now also shows `redirect` there (the address its
// addresses are then to answer 301 to).
import { useRef, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import type { BrokenLink } from '../link-check/link-check-page';
import { RecordLink } from './record-link';

/** A link to the record, where it is: in the link checker's form. */
export type RecordUse = BrokenLink;

export type UnpublishWhen = 'now' | 'scheduled';

/** `proceed` unpublishes (or schedules it); `ask` runs it at once or after the person confirms. */
export function useUnpublishCheck(
  resource: string,
  id: Identifier | undefined,
  proceed: (when: UnpublishWhen) => void,
  redirect?: ReactNode,
): { ask(when: UnpublishWhen): Promise<void>; dialog: ReactNode } {
  const translate = useTranslate();
  const [asking, setAsking] = useState<{ when: UnpublishWhen; uses: RecordUse[] } | null>(null);
  // The latest `proceed`, which reads what was typed meanwhile (the redirect), not the one of the click.
  const latest = useRef(proceed);
  latest.current = proceed;

  const ask = async (when: UnpublishWhen) => {
    let uses: RecordUse[] = [];
    try {
      uses = (await adminFetch<RecordUse[]>(`/${resource}/${encodeURIComponent(String(id))}/uses`)).body;
    } catch {
      // Not known: the unpublish itself still says whether it worked.
    }
    if (uses.length === 0) latest.current(when);
    else setAsking({ when, uses });
  };
  const close = () => setAsking(null);

  const dialog = (
    <Dialog open={asking !== null} onClose={close} aria-labelledby="unpublish-uses-title">
      <DialogTitle id="unpublish-uses-title">{translate('usage.title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate(asking?.when === 'scheduled' ? 'usage.intro_scheduled' : 'usage.intro')}</Typography>
        <ul aria-label={translate('usage.title')}>
          {asking?.uses.map(({ where, href, locale }) => (
            <li key={`${where.kind}-${where.id}-${where.field}-${locale}-${href}`}>
              <RecordLink kind={where.kind} id={where.id} name={where.title} />{' '}
              {translate('usage.in_field', { field: where.field, locale, href })}
            </li>
          ))}
        </ul>
        {asking?.when === 'now' && redirect}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('ra.action.cancel')}</Button>
        <Button
          color="warning"
          onClick={() => {
            const when = asking?.when ?? 'now';
            close();
            latest.current(when);
          }}
        >
          {translate(asking?.when === 'scheduled' ? 'usage.schedule' : 'usage.unpublish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { ask, dialog };
}
