// The notification e-mail of one stored submission: a plain-text body in Polish that says which form was sent, when
// and in which language, and links to the submission in the back office's inbox. It carries none of what the
// visitor sent (no field, no Reply-To, no CV): the data stays in the back office, where who sees it is checked and
// each reading is in the audit log. The subject is built from trusted text only.
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { FormKind, Locale } from '@ergoforma/shared-contracts';
import type { StoredSubmission } from '../db';
import { senderDomain, type MailSettings } from './settings';

const FORM_TITLES: Readonly<Record<FormKind, string>> = {
  job_application: 'Aplikacja o pracę',
  cooperation_request: 'Zapytanie o współpracę',
  proposal_request: 'Zapytanie ofertowe',
  client_question: 'Pytanie z formularza kontaktowego',
};

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { pl: 'polski', en: 'angielski', fr: 'francuski' };

export function messageId(token: string, settings: MailSettings): string {
  return `<${token}@${senderDomain(settings.from)}>`;
}

/** The submission's page in the back office (its inbox's show view). */
export function inboxLink(adminOrigin: string, submissionId: number): string {
  return `${adminOrigin}/inbox/${submissionId}/show`;
}

export interface ComposeOptions {
  settings: MailSettings;
  /** The outbox row's stable token (db/outbox-store.ts). */
  messageToken: string;
}

export function composeMessage(submission: StoredSubmission, options: ComposeOptions): SendMailOptions {
  const { settings } = options;
  const title = FORM_TITLES[submission.form];
  const body = [
    `${title} — zgłoszenie nr ${submission.id}`,
    '',
    `Wysłano: ${submission.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`,
    `Język formularza: ${LANGUAGE_NAMES[submission.locale]} (${submission.locale})`,
    '',
    'Treść zgłoszenia i załączniki są w skrzynce panelu administracyjnego:',
    inboxLink(settings.adminOrigin, submission.id),
    '',
  ].join('\n');
  return {
    from: settings.from,
    to: [...settings.recipients[submission.form]],
    subject: `[Ergoforma] ${title} nr ${submission.id}`,
    messageId: messageId(options.messageToken, settings),
    date: new Date(submission.createdAt),
    text: body,
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
