// The page a one-time set-up or reset link opens (/set-password#<token>): the person chooses a password and, where
// their role needs one, sets up the authenticator app, then keeps their recovery codes. The token is in the
// address's fragment, which browsers never send, and travels to the API in request bodies only.
import { Alert, Box, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { postJson } from '../api/admin-fetch';
import type { StaffRole, TotpEnrolment as Enrolment } from '../api/staff-types';
import { RecoveryCodes, TotpEnrolment } from '../totp/totp-enrolment';
import { NewPasswordFields, newPasswordProblem } from './new-password-fields';

interface LinkInfo {
  email: string;
  name: string;
  role: StaffRole;
  totpRequired: boolean;
}

type State =
  | { kind: 'checking' }
  | { kind: 'invalid' }
  | { kind: 'form'; link: LinkInfo; enrolment: Enrolment | null }
  | { kind: 'done'; recoveryCodes: string[] };

export function SetPasswordPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const token = useLocation().hash.slice(1);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [repeated, setRepeated] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const link = (await postJson<LinkInfo>('/set-password/check', { token })).body;
        const enrolment = link.totpRequired ? (await postJson<Enrolment>('/set-password/totp', { token })).body : null;
        if (live) setState({ kind: 'form', link, enrolment });
      } catch {
        if (live) setState({ kind: 'invalid' });
      }
    })();
    return () => {
      live = false;
    };
  }, [token]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wrong = newPasswordProblem(password, repeated, translate);
    setProblem(wrong);
    if (wrong !== null) return;
    try {
      const body = { token, password, ...(state.kind === 'form' && state.enrolment ? { code } : {}) };
      const answer = await postJson<{ recoveryCodes: string[] }>('/set-password', body);
      setState({ kind: 'done', recoveryCodes: answer.body.recoveryCodes });
    } catch (error) {
      setProblem(error instanceof HttpError ? error.message : translate('app.sign_in.unreachable'));
    }
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 480 }}>
        <CardContent sx={{ p: 4 }}>
          <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
            {translate('app.set_password.title')}
          </Typography>
          {state.kind === 'checking' && <CircularProgress aria-label={translate('ra.page.loading')} />}
          {state.kind === 'invalid' && <Alert severity="error">{translate('app.set_password.invalid')}</Alert>}
          {state.kind === 'done' && (
            <Stack spacing={2}>
              <Alert severity="success">{translate('app.set_password.done')}</Alert>
              {state.recoveryCodes.length > 0 && <RecoveryCodes codes={state.recoveryCodes} />}
              <Button variant="contained" onClick={() => void navigate('/login')}>
                {translate('app.sign_in.submit')}
              </Button>
            </Stack>
          )}
          {state.kind === 'form' && (
            <Box component="form" onSubmit={(event) => void submit(event)} noValidate>
              <Stack spacing={2}>
                <Typography>
                  {state.link.name} · {state.link.email}
                </Typography>
                {/* A hidden username lets password managers store the new password with the right e-mail. */}
                <input type="hidden" autoComplete="username" value={state.link.email} readOnly />
                <NewPasswordFields
                  password={password}
                  repeated={repeated}
                  onPassword={setPassword}
                  onRepeated={setRepeated}
                />
                {state.enrolment !== null && (
                  <TotpEnrolment enrolment={state.enrolment} code={code} onCodeChange={setCode} />
                )}
                {problem !== null && <Alert severity="error">{problem}</Alert>}
                <Button type="submit" variant="contained" size="large">
                  {translate('app.set_password.submit')}
                </Button>
              </Stack>
            </Box>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
