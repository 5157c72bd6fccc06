// Who the notification e-mails come from and go to, per form (read from the environment by main.ts).
import type { FormKind } from '@ergoforma/shared-contracts';

export interface MailSettings {
  /** The From header, e.g. 'Ergoforma <formularze@ergoforma.pl>'. */
  from: string;
  /** Recipients of each form's notifications. */
  recipients: Readonly<Record<FormKind, readonly string[]>>;
  /** The back office's origin (ADMIN_ORIGIN): the e-mails link to the submission there. */
  adminOrigin: string;
}

/** The environment variable that lists each form's recipients (comma-separated addresses). */
export const RECIPIENT_VARIABLES = {
  job_application: 'MAIL_TO_JOB_APPLICATIONS',
  cooperation_request: 'MAIL_TO_COOPERATION',
  proposal_request: 'MAIL_TO_PROPOSALS',
  client_question: 'MAIL_TO_CLIENT_QUESTIONS',
} as const satisfies Record<FormKind, string>;

/** 'a@x.pl, b@x.pl' -> ['a@x.pl', 'b@x.pl']; blank entries dropped. */
export function addressList(value: string): string[] {
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

/** The domain of the From address, for Message-IDs ('Ergoforma <a@ergoforma.pl>' -> 'ergoforma.pl'). */
export function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
