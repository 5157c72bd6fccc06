// One's own account: the password, the authenticator app and its recovery codes, passkeys, one's sessions, and
// signing out on every device.
import { Alert, Button, Card, CardContent, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { startRegistration, type PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useCallback, useEffect, useState } from 'react';
import { HttpError, Title, useLogout, useNotify, useTranslate } from 'react-admin';
import { adminFetch, postJson } from '../api/admin-fetch';
import type { Me, TotpEnrolment as Enrolment } from '../api/staff-types';
import { forgetWhoAmI } from '../auth/auth-provider';
import { RecoveryCodes, TotpEnrolment } from '../totp/totp-enrolment';
import { ChangePassword } from './change-password';
import { OwnSessions } from './own-sessions';
import { RenewRecoveryCodes } from './renew-recovery-codes';

export function ProfilePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const [me, setMe] = useState<Me | null>(null);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  const reload = useCallback(async () => {
    forgetWhoAmI();
    setMe((await adminFetch<Me>('/me')).body);
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);

  const failed = (error: unknown) =>
    notify(error instanceof HttpError ? error.message : 'ra.notification.http_error', { type: 'error' });

  async function addPasskey() {
    try {
      const options = await postJson<PublicKeyCredentialCreationOptionsJSON>('/me/passkeys/options');
      const response = await startRegistration({ optionsJSON: options.body });
      await postJson('/me/passkeys', { response });
      notify('app.profile.passkey_added', { type: 'success' });
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  async function removePasskey(credentialId: string) {
    try {
      await adminFetch(`/me/passkeys/${encodeURIComponent(credentialId)}`, { method: 'DELETE' });
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  async function confirmTotp() {
    try {
      const answer = await postJson<{ recoveryCodes: string[] }>('/me/totp/confirm', { code });
      setRecoveryCodes(answer.body.recoveryCodes);
      setEnrolment(null);
      await reload();
    } catch (error) {
      failed(error);
    }
  }

  async function signOutEverywhere() {
    try {
      await postJson('/me/sign-out-everywhere');
    } finally {
      await logout();
    }
  }

  if (me === null) return null;
  return (
    <Stack spacing={2} sx={{ mt: 2, maxWidth: 720 }}>
      <Title title="app.profile.title" />
      <Card>
        <CardContent>
          <Typography component="h1" variant="h5">
            {me.account.name}
          </Typography>
          <Typography color="text.secondary">
            {me.account.email} · {translate(`app.roles.${me.account.role}`)}
          </Typography>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.profile.totp')}
          </Typography>
          {recoveryCodes.length > 0 && <RecoveryCodes codes={recoveryCodes} />}
          {me.account.totpEnabled ? (
            <Stack spacing={2}>
              <Alert severity="success">{translate('app.profile.totp_on')}</Alert>
              <RenewRecoveryCodes onRenewed={setRecoveryCodes} />
            </Stack>
          ) : enrolment === null ? (
            <Button
              variant="outlined"
              onClick={() => void postJson<Enrolment>('/me/totp').then((answer) => setEnrolment(answer.body), failed)}
            >
              {translate('app.profile.totp_set_up')}
            </Button>
          ) : (
            <Stack spacing={2}>
              <TotpEnrolment enrolment={enrolment} code={code} onCodeChange={setCode} />
              <Button variant="contained" onClick={() => void confirmTotp()}>
                {translate('app.sign_in.verify')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.profile.passkeys')}
          </Typography>
          {me.passkeys.length === 0 && <Typography>{translate('app.profile.no_passkeys')}</Typography>}
          <List dense>
            {me.passkeys.map((passkey) => (
              <ListItem
                key={passkey.credentialId}
                secondaryAction={
                  <Button color="error" onClick={() => void removePasskey(passkey.credentialId)}>
                    {translate('ra.action.remove')}
                  </Button>
                }
              >
                <ListItemText
                  primary={translate('app.profile.passkey_added_at', {
                    date: new Date(passkey.createdAt).toLocaleString(),
                  })}
                  secondary={
                    passkey.lastUsedAt === null
                      ? translate('app.profile.never_used')
                      : translate('app.profile.last_used', { date: new Date(passkey.lastUsedAt).toLocaleString() })
                  }
                />
              </ListItem>
            ))}
          </List>
          <Button variant="outlined" onClick={() => void addPasskey()}>
            {translate('app.profile.add_passkey')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.self_service.change_password')}
          </Typography>
          <ChangePassword />
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('app.profile.sessions')}
          </Typography>
          <OwnSessions />
          <Typography sx={{ mb: 2 }}>{translate('app.profile.sign_out_everywhere_help')}</Typography>
          <Button variant="outlined" color="error" onClick={() => void signOutEverywhere()}>
            {translate('app.profile.sign_out_everywhere')}
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
