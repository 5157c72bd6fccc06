// The sign-in page: e-mail and password, then (for the roles that must have one, or anyone who set it up) the code
// from the authenticator app or a recovery code; or a passkey instead of both. What was typed stays in the fields
// whatever the answer, and errors are announced to screen readers. "Forgot password" asks for a link by e-mail.
import { Alert, Box, Button, Card, CardContent, Divider, Stack, TextField, Typography } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { HttpError, useLogin, useTranslate } from 'react-admin';
import { retryAfterSeconds } from '../api/admin-fetch';
import { LanguageSwitch } from '../i18n/language-switch';
import { CodeRequiredError, type SignIn } from './auth-provider';
import { ForgotPassword } from './forgot-password';

type Step = 'password' | 'code';

/** The sentence for a failed sign-in. */
function problemOf(error: unknown, step: Step, translate: (key: string, options?: object) => string): string {
  const seconds = retryAfterSeconds(error);
  if (seconds !== null) return translate('app.sign_in.too_many', { seconds });
  if (error instanceof HttpError && error.status === 401)
    return translate(step === 'code' ? 'app.sign_in.code_failed' : 'app.sign_in.failed');
  if (error instanceof HttpError) return error.message;
  return translate('app.sign_in.unreachable');
}

export function SignInPage() {
  const translate = useTranslate();
  const login = useLogin();
  const [step, setStep] = useState<Step>('password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const codeField = useRef<HTMLInputElement>(null);

  // The code field appears after the password was accepted: the cursor goes there.
  useEffect(() => {
    if (step === 'code') codeField.current?.focus();
  }, [step]);

  async function attempt(params: SignIn, failedStep: Step) {
    setBusy(true);
    setProblem(null);
    try {
      await login(params);
    } catch (error) {
      if (error instanceof CodeRequiredError) setStep('code');
      else if (!('passkey' in params)) setProblem(problemOf(error, failedStep, translate));
      else setProblem(translate('app.sign_in.passkey_failed'));
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void attempt(step === 'code' ? { email, password, code: code.trim() } : { email, password }, step);
  }

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent sx={{ p: 4 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 3 }}>
            <Typography sx={{ fontWeight: 700, letterSpacing: '0.08em', color: 'primary.main' }}>ERGOFORMA</Typography>
            <LanguageSwitch />
          </Stack>
          <Typography component="h1" variant="h5" sx={{ mb: 3 }}>
            {translate('app.sign_in.title')}
          </Typography>
          {forgot ? (
            <ForgotPassword initialEmail={email} onBack={() => setForgot(false)} />
          ) : (
            <>
              <Box component="form" onSubmit={submit} noValidate>
                <Stack spacing={2}>
                  <TextField
                    label={translate('app.sign_in.email')}
                    type="email"
                    autoComplete="username webauthn"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    required
                    disabled={step === 'code'}
                  />
                  <TextField
                    label={translate('app.sign_in.password')}
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    required
                    disabled={step === 'code'}
                  />
                  {step === 'code' && (
                    <TextField
                      label={translate('app.sign_in.code')}
                      helperText={translate('app.sign_in.code_help')}
                      autoComplete="one-time-code"
                      value={code}
                      onChange={(event) => setCode(event.target.value)}
                      required
                      inputRef={codeField}
                      slotProps={{ htmlInput: { inputMode: 'text', maxLength: 20 } }}
                    />
                  )}
                  {problem !== null && <Alert severity="error">{problem}</Alert>}
                  <Button type="submit" variant="contained" size="large" disabled={busy}>
                    {translate(step === 'code' ? 'app.sign_in.verify' : 'app.sign_in.submit')}
                  </Button>
                </Stack>
              </Box>
              <Divider sx={{ my: 3 }} />
              <Button
                fullWidth
                variant="outlined"
                startIcon={<KeyIcon />}
                disabled={busy}
                onClick={() => void attempt({ passkey: true }, 'password')}
              >
                {translate('app.sign_in.passkey')}
              </Button>
              {step === 'password' && (
                <Button fullWidth sx={{ mt: 1 }} onClick={() => setForgot(true)}>
                  {translate('app.self_service.forgot')}
                </Button>
              )}
            </>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
