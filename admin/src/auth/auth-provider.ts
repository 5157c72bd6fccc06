// Signing in and out, and who is signed in, for react-admin. The session is the API's HttpOnly cookie: the app never
// sees it, it asks /session. A password sign-in that needs the authenticator app's code answers (200) codeRequired and
// no account, which the sign-in page turns into its second step.
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { HttpError, type AuthProvider } from 'react-admin';
import { adminFetch, postJson } from '../api/admin-fetch';
import type { StaffAccount, StaffRole } from '../api/staff-types';

export interface PasswordSignIn {
  email: string;
  password: string;
  code?: string;
}

/** The sign-in needs a code from the authenticator app (or a recovery code). */
export class CodeRequiredError extends Error {
  constructor() {
    super('code required');
    this.name = 'CodeRequiredError';
  }
}

let current: Promise<StaffAccount | null> | null = null;

/** The signed-in person, asked once and remembered until sign-in, sign-out or an expired session. */
export function whoAmI(): Promise<StaffAccount | null> {
  current ??= adminFetch<{ account: StaffAccount | null }>('/session').then(
    (answer) => answer.body.account,
    (error: unknown) => {
      current = null;
      throw error;
    },
  );
  return current;
}

export function forgetWhoAmI(): void {
  current = null;
}

export async function signInWithPassword(credentials: PasswordSignIn): Promise<StaffAccount> {
  const answer = await postJson<{ account: StaffAccount } | { account: null; codeRequired: true }>(
    '/sign-in',
    credentials,
  );
  if (answer.body.account === null) throw new CodeRequiredError();
  forgetWhoAmI();
  return answer.body.account;
}

export async function signInWithPasskey(): Promise<StaffAccount> {
  // The WebAuthn library is fetched with the options, only by those who use a passkey.
  const [options, { startAuthentication }] = await Promise.all([
    postJson<PublicKeyCredentialRequestOptionsJSON>('/passkey-options'),
    import('@simplewebauthn/browser'),
  ]);
  const response = await startAuthentication({ optionsJSON: options.body });
  const answer = await postJson<{ account: StaffAccount }>('/passkey-sign-in', { response });
  forgetWhoAmI();
  return answer.body.account;
}

/** What the sign-in page hands to react-admin's login(): a password (and code), or a passkey ceremony. */
export type SignIn = PasswordSignIn | { passkey: true };

export const authProvider: AuthProvider = {
  login: async (params: SignIn) => {
    if ('passkey' in params) await signInWithPasskey();
    else await signInWithPassword(params);
  },
  logout: async () => {
    const signedIn = current !== null && (await current.catch(() => null)) !== null;
    forgetWhoAmI();
    if (signedIn) await postJson('/sign-out').catch(() => undefined);
  },
  // Not signed in: to the sign-in page, without a message (a first visit is no error).
  checkAuth: async () => {
    if ((await whoAmI()) === null) throw { message: false };
  },
  checkError: async (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) {
      forgetWhoAmI();
      throw error;
    }
  },
  getIdentity: async () => {
    const account = await whoAmI();
    if (account === null) throw new HttpError('Sign in first', 401);
    return { id: account.id, fullName: account.name };
  },
  getPermissions: async (): Promise<StaffRole | undefined> => (await whoAmI())?.role,
};
