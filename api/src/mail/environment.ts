// The e-mail settings of the API from its environment (main.ts):
//   SMTP_URL                  the mail server, e.g. smtp://user:pass@mail.example.pl:587 (smtps:// for TLS from the
//                             start); without it no e-mail is sent and notifications wait in the outbox
//   MAIL_FROM                 the From header, e.g. 'Ergoforma <formularze@ergoforma.pl>'
//   MAIL_TO_JOB_APPLICATIONS, MAIL_TO_COOPERATION, MAIL_TO_PROPOSALS, MAIL_TO_CLIENT_QUESTIONS
//                             each form's recipients, comma-separated
//   MAIL_MAX_ATTEMPTS         attempts before a notification is marked failed (default 8)
// With SMTP_URL set, MAIL_FROM and every recipient list are required: a real server never gets guessed addresses.
import { createTransport } from 'nodemailer';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { BuildAppOptions } from '../app';
import { DEFAULT_RETRY_POLICY } from './retry-delay';
import { addressList, RECIPIENT_VARIABLES } from './settings';

/** Connecting and each SMTP exchange may take this long; the outbox lease (5 min) is far longer. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`${name} must be set when SMTP_URL is set`);
  return value;
}

/** The `mail` option of buildApp, or undefined when SMTP_URL is not set; the e-mails link to `adminOrigin`. */
export function mailFromEnvironment(env: NodeJS.ProcessEnv, adminOrigin: string): BuildAppOptions['mail'] {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  const recipients = {} as Record<FormKind, string[]>;
  for (const form of FORM_KINDS) {
    const list = addressList(required(env, RECIPIENT_VARIABLES[form]));
    if (list.length === 0) throw new Error(`${RECIPIENT_VARIABLES[form]} must list at least one address`);
    recipients[form] = list;
  }
  const maxAttempts = Number(env.MAIL_MAX_ATTEMPTS ?? DEFAULT_RETRY_POLICY.maxAttempts);
  if (!Number.isInteger(maxAttempts) || maxAttempts < 1)
    throw new Error(`MAIL_MAX_ATTEMPTS must be a positive integer, got "${env.MAIL_MAX_ATTEMPTS}"`);
  return {
    transport: createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    settings: { from: required(env, 'MAIL_FROM'), recipients, adminOrigin },
    retry: { ...DEFAULT_RETRY_POLICY, maxAttempts },
  };
}
