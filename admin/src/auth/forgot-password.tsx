// "Forgot password" on the sign-in page: the account's address, then the API's one answer for every address (so the
// page says the same whether the address has an account or not). The link arrives by e-mail.
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { postJson, retryAfterSeconds } from '../api/admin-fetch';

export function ForgotPassword({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const translate = useTranslate();
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function send() {
    setBusy(true);
    setProblem(null);
    try {
      await postJson('/password-reset', { email: email.trim() });
      setSent(true);
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) setProblem(translate('app.sign_in.too_many', { seconds }));
      else setProblem(error instanceof HttpError ? error.message : translate('app.sign_in.unreachable'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack
      component="form"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void send();
      }}
      noValidate
      spacing={2}
    >
      <Typography component="h2" variant="h6">
        {translate('app.self_service.forgot_title')}
      </Typography>
      {sent ? (
        <Alert severity="success" role="status">
          {translate('app.self_service.forgot_sent')}
        </Alert>
      ) : (
        <>
          <Typography>{translate('app.self_service.forgot_help')}</Typography>
          <TextField
            label={translate('app.sign_in.email')}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            required
          />
          {problem !== null && <Alert severity="error">{problem}</Alert>}
          <Button type="submit" variant="contained" disabled={busy || email.trim() === ''}>
            {translate('app.self_service.forgot_submit')}
          </Button>
        </>
      )}
      <Button onClick={onBack}>{translate('app.self_service.back_to_sign_in')}</Button>
    </Stack>
  );
}
