// "Change password" on one's profile: the current password, then the new one twice. The API ends every other
// session of the account; this one stays.
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { HttpError, useNotify, useTranslate } from 'react-admin';
import { postJson, retryAfterSeconds } from '../api/admin-fetch';
import { NewPasswordFields, newPasswordProblem } from '../auth/new-password-fields';

export function ChangePassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function save() {
    const wrong = newPasswordProblem(password, repeated, translate);
    setProblem(wrong);
    if (wrong !== null) return;
    try {
      await postJson('/me/password', { currentPassword: current, password });
      setCurrent('');
      setPassword('');
      setRepeated('');
      notify('app.self_service.password_changed', { type: 'success' });
    } catch (error) {
      const seconds = retryAfterSeconds(error);
      if (seconds !== null) setProblem(translate('app.sign_in.too_many', { seconds }));
      else setProblem(error instanceof HttpError ? error.message : translate('app.sign_in.unreachable'));
    }
  }

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void save();
      }}
    >
      <TextField
        label={translate('app.self_service.current_password')}
        type="password"
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        required
      />
      <NewPasswordFields password={password} repeated={repeated} onPassword={setPassword} onRepeated={setRepeated} />
      {problem !== null && <Alert severity="error">{problem}</Alert>}
      <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
        {translate('app.self_service.save_password')}
      </Button>
    </Stack>
  );
}
