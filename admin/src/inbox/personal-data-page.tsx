// A person's data by e-mail address (admin and hr; hr reaches job applications only, the API decides): what the
// site holds, its export as a ZIP, and its erasure after a confirmation that names every submission to go.
import {
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { HttpError, Title, useNotify, useTranslate } from 'react-admin';
import { ADMIN_API, postJson } from '../api/admin-fetch';
import type { FormKind } from './inbox-types';

interface Held {
  id: number;
  form: FormKind;
  createdAt: string;
  files: number;
}

/** The ZIP comes as a download: the browser saves it, nothing of it stays in the page. */
async function downloadExport(email: string): Promise<void> {
  const response = await fetch(`${ADMIN_API}/personal-data/export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/zip' },
    credentials: 'same-origin',
    body: JSON.stringify({ email }),
  });
  if (!response.ok) throw new HttpError(response.statusText || `HTTP ${response.status}`, response.status);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'personal-data.zip';
  link.click();
  URL.revokeObjectURL(url);
}

export function PersonalDataPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [held, setHeld] = useState<Held[] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });

  async function find() {
    try {
      setHeld((await postJson<Held[]>('/personal-data/find', { email })).body);
    } catch (error) {
      failed(error);
    }
  }

  async function erase() {
    setConfirming(false);
    try {
      const { body } = await postJson<{ submissions: number; files: number }>('/personal-data/erase', { email });
      notify('app.inbox.personal_data.erased', { type: 'success', messageArgs: body });
      setHeld([]);
    } catch (error) {
      failed(error);
    }
  }

  const describe = (item: Held) =>
    translate('app.inbox.personal_data.item', {
      form: translate(`app.inbox.forms.${item.form}`),
      id: item.id,
      date: new Date(item.createdAt).toLocaleString(),
      files: item.files,
    });

  return (
    <Card>
      <Title title="app.inbox.personal_data.title" />
      <CardContent>
        <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), void find())}>
          <Typography variant="h5" component="h1">
            {translate('app.inbox.personal_data.title')}
          </Typography>
          <Typography>{translate('app.inbox.personal_data.help')}</Typography>
          <TextField
            type="email"
            required
            label={translate('app.inbox.personal_data.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setHeld(null);
            }}
          />
          <div>
            <Button type="submit" variant="contained">
              {translate('app.inbox.personal_data.find')}
            </Button>
          </div>
          {held !== null && (
            <>
              <Typography>{translate('app.inbox.personal_data.found', { smart_count: held.length })}</Typography>
              <List dense>
                {held.map((item) => (
                  <ListItem key={item.id} disableGutters>
                    <ListItemText primary={describe(item)} />
                  </ListItem>
                ))}
              </List>
              {held.length > 0 && (
                <Stack direction="row" spacing={2}>
                  <Button variant="outlined" onClick={() => void downloadExport(email).catch(failed)}>
                    {translate('app.inbox.personal_data.export')}
                  </Button>
                  <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
                    {translate('app.inbox.personal_data.erase')}
                  </Button>
                </Stack>
              )}
            </>
          )}
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="erase-title">
        <DialogTitle id="erase-title">{translate('app.inbox.personal_data.confirm_title', { email })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.inbox.personal_data.confirm_text')}</DialogContentText>
          <List dense>
            {(held ?? []).map((item) => (
              <ListItem key={item.id} disableGutters>
                <ListItemText primary={describe(item)} />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{translate('ra.action.cancel')}</Button>
          <Button color="error" variant="contained" onClick={() => void erase()}>
            {translate('app.inbox.personal_data.erase')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
