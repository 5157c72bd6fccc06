// One submission: every field the visitor sent, its files (downloaded as attachments, each download audited by
// the API), when retention deletes it, its status and assignee (saved with the version it was read at: a change
// made meanwhile by someone else is refused and the view reloads), the staff's notes, and its notification e-mail
// with "send again".
import {
  Button as MuiButton,
  Card,
  CardContent,
  Link as MuiLink,
  List as MuiList,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField as MuiTextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { HttpError, Show, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ADMIN_API, adminFetch, postJson } from '../api/admin-fetch';
import { STATUSES, type Assignee, type InboxDetail, type InboxStatus } from './inbox-types';

const dateTime = (iso: string | null) => (iso === null ? '' : new Date(iso).toLocaleString());

function useFailure() {
  const notify = useNotify();
  return (error: unknown) =>
    notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
}

function Fields({ record }: { record: InboxDetail }) {
  const translate = useTranslate();
  return (
    <MuiList dense>
      {Object.entries(record.fields).map(([name, value]) => (
        <ListItem key={name} disableGutters>
          <ListItemText
            primary={translate(`app.inbox.fields.${name}`, { _: name })}
            secondary={<span style={{ whiteSpace: 'pre-wrap' }}>{String(value)}</span>}
          />
        </ListItem>
      ))}
      <ListItem disableGutters>
        <ListItemText primary={translate('app.inbox.page')} secondary={record.page ?? '—'} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemText primary={translate('app.inbox.delete_after')} secondary={dateTime(record.deleteAfter)} />
      </ListItem>
    </MuiList>
  );
}

function Files({ record }: { record: InboxDetail }) {
  const translate = useTranslate();
  if (record.files.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('app.inbox.files')}
      </Typography>
      {record.files.map((file) => (
        <MuiLink key={file.id} href={`${ADMIN_API}/inbox/${record.id}/files/${file.id}`} download={file.name}>
          {translate(`app.inbox.fields.${file.field}`, { _: file.field })}: {file.name} ({Math.ceil(file.size / 1024)}{' '}
          kB)
        </MuiLink>
      ))}
    </Stack>
  );
}

function Handling({ record }: { record: InboxDetail }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const failed = useFailure();
  const [status, setStatus] = useState<InboxStatus>(record.status);
  const [assigneeId, setAssigneeId] = useState<number | ''>(record.assigneeId ?? '');
  const [assignees, setAssignees] = useState<Assignee[]>([]);
  useEffect(() => {
    adminFetch<Assignee[]>('/inbox/assignees').then(
      (answer) => setAssignees(answer.body.filter((assignee) => assignee.forms.includes(record.form))),
      () => setAssignees([]),
    );
  }, [record.form]);

  async function save() {
    try {
      await adminFetch(`/inbox/${record.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ version: record.version, status, assigneeId: assigneeId === '' ? null : assigneeId }),
      });
    } catch (error) {
      failed(error);
    }
    refresh();
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <MuiTextField
        select
        size="small"
        label={translate('app.inbox.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value as InboxStatus)}
        sx={{ minWidth: 180 }}
      >
        {STATUSES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(`app.inbox.statuses.${choice}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiTextField
        select
        size="small"
        label={translate('app.inbox.assignee')}
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.target.value === '' ? '' : Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{translate('app.inbox.nobody')}</MenuItem>
        {assignees.map((assignee) => (
          <MenuItem key={assignee.id} value={assignee.id}>
            {assignee.name}
          </MenuItem>
        ))}
      </MuiTextField>
      <MuiButton variant="contained" onClick={() => void save()}>
        {translate('ra.action.save')}
      </MuiButton>
    </Stack>
  );
}

function Notes({ record }: { record: InboxDetail }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const failed = useFailure();
  const [text, setText] = useState('');

  async function add() {
    try {
      await postJson(`/inbox/${record.id}/notes`, { text });
      setText('');
      refresh();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {translate('app.inbox.notes')}
      </Typography>
      <MuiList dense>
        {record.notes.map((note) => (
          <ListItem key={note.id} disableGutters>
            <ListItemText
              primary={<span style={{ whiteSpace: 'pre-wrap' }}>{note.text}</span>}
              secondary={`${note.authorName}, ${dateTime(note.createdAt)}`}
            />
          </ListItem>
        ))}
      </MuiList>
      <MuiTextField
        multiline
        minRows={2}
        label={translate('app.inbox.new_note')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <MuiButton variant="outlined" disabled={text.trim() === ''} onClick={() => void add()}>
          {translate('app.inbox.add_note')}
        </MuiButton>
      </div>
    </Stack>
  );
}

function Notification({ record }: { record: InboxDetail }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const notify = useNotify();
  const failed = useFailure();
  const { notification } = record;
  if (notification === null) return null;

  async function sendAgain() {
    try {
      await postJson(`/inbox/${record.id}/notification/resend`);
      notify('app.inbox.notification.requeued', { type: 'success' });
      refresh();
    } catch (error) {
      failed(error);
    }
  }

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography>
        {translate('app.inbox.notification.title')}: {translate(`app.inbox.notification.${notification.state}`)}
        {notification.sentAt ? ` (${dateTime(notification.sentAt)})` : ''}
        {notification.lastError ? ` — ${notification.lastError}` : ''}
      </Typography>
      {(notification.state === 'sent' || notification.state === 'failed') && (
        <MuiButton variant="outlined" onClick={() => void sendAgain()}>
          {translate('app.inbox.notification.send_again')}
        </MuiButton>
      )}
    </Stack>
  );
}

function InboxItemView() {
  const record = useRecordContext<InboxDetail>();
  const translate = useTranslate();
  // The list's record shows first, while the detail loads: it has no fields, files or notes yet.
  if (!record?.fields) return null;
  return (
    <Card>
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {translate(`app.inbox.forms.${record.form}`)} — {record.name} ({dateTime(record.createdAt)})
          </Typography>
          <Handling key={record.version} record={record} />
          <Fields record={record} />
          <Files record={record} />
          <Notes record={record} />
          <Notification record={record} />
        </Stack>
      </CardContent>
    </Card>
  );
}

export function InboxShow() {
  return (
    <Show component="div" actions={false}>
      <InboxItemView />
    </Show>
  );
}
