// A new password typed twice, as the set-up/reset link page and the profile's "change password" ask for it, and the
// check made before it is sent (the API checks the whole policy again: staff/password-policy.ts).
import { TextField } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';

/** The shortest password the API accepts, in characters (code points, as the API counts them). */
export const MIN_PASSWORD_LENGTH = 12;

/** What is wrong with the two entries, in the person's language; null when they can be sent. */
export function newPasswordProblem(password: string, repeated: string, translate: TranslateFunction): string | null {
  if ([...password.normalize('NFC')].length < MIN_PASSWORD_LENGTH)
    return translate('app.set_password.too_short', { min: MIN_PASSWORD_LENGTH });
  if (password !== repeated) return translate('app.set_password.mismatch');
  return null;
}

interface NewPasswordFieldsProps {
  password: string;
  repeated: string;
  onPassword(value: string): void;
  onRepeated(value: string): void;
}

export function NewPasswordFields({ password, repeated, onPassword, onRepeated }: NewPasswordFieldsProps) {
  const translate = useTranslate();
  return (
    <>
      <TextField
        label={translate('app.set_password.password')}
        helperText={translate('app.set_password.help', { min: MIN_PASSWORD_LENGTH })}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        required
      />
      <TextField
        label={translate('app.set_password.repeat')}
        type="password"
        autoComplete="new-password"
        value={repeated}
        onChange={(event) => onRepeated(event.target.value)}
        required
      />
    </>
  );
}
