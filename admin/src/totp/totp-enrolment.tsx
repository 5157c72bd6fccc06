// Setting up an authenticator app: the QR code of its otpauth:// address (drawn here, never sent anywhere), the
// secret for typing in by hand, and the field for the first code, which the caller sends to the API.
import { Box, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TotpEnrolment as Enrolment } from '../api/staff-types';

interface Props {
  enrolment: Enrolment;
  code: string;
  onCodeChange(code: string): void;
}

/** The secret in groups of four, as authenticator apps show it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function TotpEnrolment({ enrolment, code, onCodeChange }: Props) {
  const translate = useTranslate();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    // The QR code drawer is needed only here, once per person: it loads with this step, not with the sign-in page.
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(enrolment.uri, { margin: 1, width: 200 }))
      .then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [enrolment.uri]);

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate('app.totp.scan')}</Typography>
      {qr !== null && (
        <Box component="img" src={qr} alt={translate('app.totp.qr_alt')} sx={{ width: 200, height: 200, mb: 1 }} />
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('app.totp.secret')}{' '}
        <Box component="code" sx={{ fontSize: '1rem', color: 'text.primary' }}>
          {grouped(enrolment.secret)}
        </Box>
      </Typography>
      <TextField
        sx={{ mt: 2 }}
        fullWidth
        label={translate('app.totp.first_code')}
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
        required
        slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 } }}
      />
    </Box>
  );
}

interface CodesProps {
  codes: readonly string[];
}

/** Recovery codes, shown once. */
export function RecoveryCodes({ codes }: CodesProps) {
  const translate = useTranslate();
  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate('app.totp.recovery_help')}</Typography>
      <Box
        component="ul"
        aria-label={translate('app.totp.recovery_codes')}
        sx={{ columns: 2, fontFamily: 'monospace', fontSize: '1rem', pl: 3 }}
      >
        {codes.map((recovery) => (
          <li key={recovery}>{recovery}</li>
        ))}
      </Box>
    </Box>
  );
}
