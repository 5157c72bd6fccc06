// One's own sessions: each device's, with its browser and when it was used, this one marked; another one ends with a
// click (that device is signed out at its next request), or all the others at once.
import { Button, Chip, List, ListItem, ListItemText } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { adminFetch, postJson } from '../api/admin-fetch';

interface OwnSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  client: string | null;
  current: boolean;
}

const when = (iso: string) => new Date(iso).toLocaleString();

export function OwnSessions() {
  const translate = useTranslate();
  const notify = useNotify();
  const [sessions, setSessions] = useState<OwnSession[]>([]);

  const failed = useCallback(
    (error: unknown) =>
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' }),
    [notify],
  );
  const reload = useCallback(async () => setSessions((await adminFetch<OwnSession[]>('/me/sessions')).body), []);
  useEffect(() => {
    reload().catch(failed);
  }, [reload, failed]);

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
      notify('own_sessions.ended', { type: 'success' });
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  const others = sessions.filter((session) => !session.current);
  return (
    <>
      <List dense aria-label={translate('app.profile.sessions')}>
        {sessions.map((session) => (
          <ListItem
            key={session.id}
            secondaryAction={
              session.current ? (
                <Chip size="small" label={translate('own_sessions.this_one')} />
              ) : (
                <Button
                  color="error"
                  onClick={() => void run(() => adminFetch(`/me/sessions/${session.id}`, { method: 'DELETE' }))}
                >
                  {translate('own_sessions.end')}
                </Button>
              )
            }
          >
            <ListItemText
              primary={translate('own_sessions.since', {
                client: session.client ?? translate('own_sessions.unknown_client'),
                began: when(session.createdAt),
                seen: when(session.lastSeenAt),
              })}
            />
          </ListItem>
        ))}
      </List>
      {others.length > 0 && (
        <Button variant="outlined" sx={{ mb: 2 }} onClick={() => void run(() => postJson('/me/sessions/end-others'))}>
          {translate('own_sessions.end_others')}
        </Button>
      )}
    </>
  );
}
