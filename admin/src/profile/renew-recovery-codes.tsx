// New recovery codes for a person with the authenticator app: a button that opens the current password's field (the
// profile page stays short), then the codes are handed to the profile page, which shows them once.
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { postJson } from '../api/admin-fetch';

export function RenewRecoveryCodes({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState('');

  async function renew() {
    try {
      const answer = await postJson<{ recoveryCodes: string[] }>('/me/recovery-codes', { currentPassword: current });
      setCurrent('');
      setOpen(false);
      onRenewed(answer.body.recoveryCodes);
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  }

  if (!open) {
    return (
      <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen(true)}>
        {translate('app.self_service.new_recovery_codes')}
      </Button>
    );
  }
  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void renew();
      }}
    >
      <Typography>{translate('app.self_service.new_recovery_codes_help')}</Typography>
      <TextField
        label={translate('app.self_service.current_password')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        required
      />
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.self_service.new_recovery_codes')}
      </Button>
    </Stack>
  );
}
