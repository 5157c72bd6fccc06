// Publishing a record for any edit page to embed: unpublish now (with an optional address of this site its
// addresses then answer 301 to) or publish now, and publish or unpublish at a date and time (the API performs it
// then; the "Scheduled" list shows and cancels it); an unpublish first shows what links to the record and asks.
// Acts on the record's version shown: if someone saved it meanwhile, the API refuses (409) and the person is told to
// reload.
import { useState } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { HttpError, useNotify, useRecordContext, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { postJson } from '../api/admin-fetch';
import { useUnpublishCheck } from '../usage/unpublish-check';

/** A `datetime-local` value (local time, no zone) as an instant. */
const instantOf = (local: string): string => new Date(local).toISOString();

/** `id`: the record's (default: the record of the page it is on). */
export function ScheduleControls({ resource, id: givenId }: { resource: string; id?: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const record = useRecordContext<{ id: Identifier; version?: number; isPublished?: boolean }>();
  const [at, setAt] = useState('');
  const [redirectTo, setRedirectTo] = useState('');
  const published = record?.isPublished !== false;
  const id = givenId ?? record?.id;

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      const stale = error instanceof HttpError && error.status === 409;
      notify(stale ? 'schedules.stale' : (error as Error).message, { type: 'error' });
    }
  };
  const now = (action: 'unpublish' | 'publish-now') =>
    run(
      () =>
        postJson(`/publishing/${resource}/${encodeURIComponent(String(id))}/${action}`, {
          version: record?.version ?? 0,
          ...(action === 'unpublish' && redirectTo.trim() !== '' ? { redirectTo: redirectTo.trim() } : {}),
        }),
      action === 'unpublish' ? 'schedules.unpublished' : 'schedules.published',
    );
  const schedule = (action: 'publish' | 'unpublish') =>
    run(() => postJson('/schedules', { resource, id: Number(id), action, at: instantOf(at) }), 'schedules.scheduled');
  const redirectField = (
    <TextField
      size="small"
      label={translate('schedules.redirect_to')}
      value={redirectTo}
      onChange={(event) => setRedirectTo(event.target.value)}
    />
  );
  // Links to the record are shown, and the person asked, before it is unpublished.
  const check = useUnpublishCheck(
    resource,
    id,
    (when) => void (when === 'now' ? now('unpublish') : schedule('unpublish')),
    redirectField,
  );

  if (id === undefined) return null;
  return (
    <Box component="section" aria-label={translate('schedules.controls')} sx={{ my: 2 }}>
      <Typography variant="h6" component="h2">
        {translate(published ? 'schedules.is_published' : 'schedules.is_unpublished')}
      </Typography>
      <Stack direction="row" useFlexGap spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {published ? (
          <>
            {redirectField}
            <Button variant="outlined" onClick={() => void check.ask('now')}>
              {translate('schedules.unpublish_now')}
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={() => void now('publish-now')}>
            {translate('schedules.publish_now')}
          </Button>
        )}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} sx={{ my: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="datetime-local"
          label={translate('schedules.when')}
          value={at}
          onChange={(event) => setAt(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button disabled={at === ''} onClick={() => void schedule('publish')}>
          {translate('schedules.publish_at')}
        </Button>
        <Button disabled={at === ''} onClick={() => void check.ask('scheduled')}>
          {translate('schedules.unpublish_at')}
        </Button>
      </Stack>
      {check.dialog}
    </Box>
  );
}
