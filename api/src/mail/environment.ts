// The e-mail settings of the API (SMTP_URL, MAIL_*: the README's environment table), from its checked environment.
// With SMTP_URL set, MAIL_FROM and every recipient list are required: a real server never gets guessed addresses.
import { createTransport } from 'nodemailer';
import type { FormKind } from '@ergoforma/shared-contracts';
import { FORM_KINDS } from '@ergoforma/shared-contracts/enums';
import type { BuildAppOptions } from '../app';
import { EnvironmentError, type ApiEnvironment } from '../config/env';
import { DEFAULT_RETRY_POLICY } from './retry-delay';
import { addressList, RECIPIENT_VARIABLES } from './settings';

/** Connecting and each SMTP exchange may take this long; the outbox lease (5 min) is far longer. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

function required(value: string | undefined, name: string): string {
  if (value === undefined) throw new EnvironmentError(`${name} must be set when SMTP_URL is set`);
  return value;
}

/** The `mail` option of buildApp, or undefined when SMTP_URL is not set; the e-mails link to `adminOrigin`. */
export function mailFromEnvironment(env: ApiEnvironment, adminOrigin: string): BuildAppOptions['mail'] {
  if (env.SMTP_URL === undefined) return undefined;
  const recipients = {} as Record<FormKind, string[]>;
  for (const form of FORM_KINDS) {
    const name = RECIPIENT_VARIABLES[form];
    const list = addressList(required(env[name], name));
    if (list.length === 0) throw new EnvironmentError(`${name} must list at least one address`);
    recipients[form] = list;
  }
  return {
    transport: createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }),
    settings: { from: required(env.MAIL_FROM, 'MAIL_FROM'), recipients, adminOrigin },
    retry: { ...DEFAULT_RETRY_POLICY, maxAttempts: env.MAIL_MAX_ATTEMPTS ?? DEFAULT_RETRY_POLICY.maxAttempts },
  };
}
