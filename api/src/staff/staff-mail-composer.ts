// Makes a queued staff link e-mail as the outbox's worker sends it: a fresh one-time token for the account (ending
// the one before), the link with it and the message. An account removed, disabled, or (for an invitation) already
// set up gets nothing: null.
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { StaffMailRequest } from '../db';
import { staffLinkMessage } from '../mail/staff-mail';
import { findAccount, issueToken, RESET_LINK_MS, SETUP_LINK_MS } from './accounts';
import type { StaffDb } from './staff-tables';

/** Composes the e-mail of a queued request, with the outbox row's Message-ID; null when it is no longer due. */
export type StaffMailComposer = (request: StaffMailRequest, messageId: string) => Promise<SendMailOptions | null>;

export interface StaffMailComposerOptions {
  db: StaffDb;
  /** The back office's origin (ADMIN_ORIGIN): the link's. */
  adminOrigin: string;
  /** The From header (MAIL_FROM). */
  from: string;
  now?: () => Date;
}

export function staffMailComposer({ db, adminOrigin, from, now = () => new Date() }: StaffMailComposerOptions) {
  const compose: StaffMailComposer = async ({ accountId, purpose }, messageId) => {
    const account = await findAccount(db, accountId);
    if (!account || account.disabled_at !== null) return null;
    if (purpose === 'setup' && account.password_hash !== null) return null;
    const token = await issueToken(db, account.id, purpose, now());
    return staffLinkMessage(
      {
        purpose,
        to: { name: account.name, address: account.email },
        link: `${adminOrigin}/set-password#${token}`,
        validMinutes: (purpose === 'setup' ? SETUP_LINK_MS : RESET_LINK_MS) / 60_000,
      },
      from,
      messageId,
    );
  };
  return compose;
}
