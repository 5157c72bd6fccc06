// A record's history, for any edit page to embed: every save with who and when, newest first; pick two to see what
// changed between them field by field (one alone: what that save changed), and restore a save with confirmation.
// A restore is a new save, and the page's record is read again (its form shows the restored values and version);
// someone else's save in between is refused (409) and said plainly.
import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Confirm, HttpError, useNotify, useRefresh, useTranslate, type Identifier } from 'react-admin';
import { adminFetch, postJson } from '../api/admin-fetch';

export interface Revision {
  id: number;
  version: number;
  action: 'create' | 'update' | 'delete';
  changedAt: string;
  author: { email: string; name: string | null };
}

type FieldValue = string | number | boolean | null;

export interface FieldChange {
  path: string;
  locale: string | null;
  before?: FieldValue;
  after?: FieldValue;
}

const shown = (value: FieldValue | undefined): string => (value === undefined ? '—' : String(value));

export function RecordHistory({ resource, id }: { resource: string; id: Identifier }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const base = `/${resource}/${encodeURIComponent(String(id))}/history`;
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [picked, setPicked] = useState<number[]>([]);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [restoring, setRestoring] = useState<Revision | null>(null);

  const load = useCallback(async () => {
    setRevisions((await adminFetch<Revision[]>(base)).body);
  }, [base]);
  useEffect(() => {
    load().catch(() => setRevisions([]));
  }, [load]);

  // Two picked: the older to the newer. Newest first in the list, so the larger id is the newer save.
  const pick = (revision: Revision) => {
    setChanges(null);
    setPicked((now) =>
      now.includes(revision.id) ? now.filter((one) => one !== revision.id) : [...now, revision.id].slice(-2),
    );
  };
  const compare = async () => {
    const [from, to] = [...picked].sort((a, b) => a - b);
    const query = to === undefined ? `to=${from}` : `from=${from}&to=${to}`;
    setChanges((await adminFetch<{ changes: FieldChange[] }>(`${base}/diff?${query}`)).body.changes);
  };
  const restore = async (revision: Revision) => {
    setRestoring(null);
    try {
      await postJson(`${base}/${revision.id}/restore`, { version: revisions?.[0]?.version ?? 0 });
      notify('app.history.restored', { type: 'success' });
      // The edit page above reads the record again: its form shows the restored values and version, so a save
      // right after is not refused as based on the old one.
      refresh();
    } catch (error) {
      notify(error instanceof HttpError && error.status === 409 ? 'app.history.conflict' : 'app.history.failed', {
        type: 'error',
      });
    }
    setPicked([]);
    setChanges(null);
    await load();
  };

  if (revisions === null) return null;
  if (revisions.length === 0) return <Typography>{translate('app.history.empty')}</Typography>;
  return (
    <Box component="section" aria-label={translate('app.history.title')}>
      <Typography variant="h6" component="h2">
        {translate('app.history.title')}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <TableCell>{translate('app.history.when')}</TableCell>
            <TableCell>{translate('app.history.who')}</TableCell>
            <TableCell>{translate('app.history.what')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {revisions.map((revision) => {
            const when = new Date(revision.changedAt).toLocaleString();
            return (
              <TableRow key={revision.id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={picked.includes(revision.id)}
                    onChange={() => pick(revision)}
                    slotProps={{ input: { 'aria-label': translate('app.history.pick', { when }) } }}
                  />
                </TableCell>
                <TableCell>{when}</TableCell>
                <TableCell>{revision.author.name ?? revision.author.email}</TableCell>
                <TableCell>{translate(`app.history.actions.${revision.action}`)}</TableCell>
                <TableCell>
                  {revision.action !== 'delete' && revision !== revisions[0] && (
                    <Button size="small" onClick={() => setRestoring(revision)}>
                      {translate('app.history.restore')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <Button disabled={picked.length === 0} onClick={() => void compare()}>
        {translate(picked.length === 2 ? 'app.history.compare' : 'app.history.show_changes')}
      </Button>
      {changes !== null &&
        (changes.length === 0 ? (
          <Alert severity="info">{translate('app.history.no_changes')}</Alert>
        ) : (
          <Table size="small" aria-label={translate('app.history.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.history.field')}</TableCell>
                <TableCell>{translate('app.history.language')}</TableCell>
                <TableCell>{translate('app.history.before')}</TableCell>
                <TableCell>{translate('app.history.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.path}>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{change.path}</TableCell>
                  <TableCell>{change.locale ?? ''}</TableCell>
                  <TableCell>{shown(change.before)}</TableCell>
                  <TableCell>{shown(change.after)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ))}
      <Confirm
        isOpen={restoring !== null}
        title="app.history.confirm_title"
        content="app.history.confirm_content"
        translateOptions={{ when: restoring === null ? '' : new Date(restoring.changedAt).toLocaleString() }}
        onConfirm={() => restoring !== null && void restore(restoring)}
        onClose={() => setRestoring(null)}
      />
    </Box>
  );
}
