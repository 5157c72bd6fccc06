// What the back-office API answers about staff (api/src/staff/accounts.ts publicAccount, the /me answer).
export type StaffRole = 'admin' | 'editor' | 'hr' | 'sales';
export const STAFF_ROLES: readonly StaffRole[] = ['admin', 'editor', 'hr', 'sales'];

export interface StaffAccount {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled: boolean;
  /** A password has been set (the set-up link was used). */
  active: boolean;
  totpEnabled: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
}

export interface Passkey {
  credentialId: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export interface Me {
  account: StaffAccount;
  passkeys: Passkey[];
}

/** An authenticator app's set-up: the secret and its otpauth:// address (for the QR code). */
export interface TotpEnrolment {
  secret: string;
  uri: string;
}
