// The notification e-mail of one stored submission: a plain-text body in Polish with the form's fields, the
// language of the form and the page it was sent from; the job application's CV and cover letter attached.
// Nothing the visitor typed reaches a header except the Reply-To address (validated as an e-mail address by the
// form schema) and its display name, which nodemailer encodes; the subject is built from trusted text only.
// The body is plain text (no HTML part), so markup in a value is shown, never rendered.
import path from 'node:path';
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { FormKind, Locale } from '@ergoforma/shared-contracts';
import type { StoredSubmission, SubmissionFile } from '../db';
import { sanitiseFileName } from '../forms/file-name';
import type { DetectedFileType } from '../forms/magic-bytes';
import { senderDomain, type MailSettings } from './settings';

const FORM_TITLES: Readonly<Record<FormKind, string>> = {
  job_application: 'Aplikacja o pracę',
  cooperation_request: 'Zapytanie o współpracę',
  proposal_request: 'Zapytanie ofertowe',
  client_question: 'Pytanie z formularza kontaktowego',
};

const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = { pl: 'polski', en: 'angielski', fr: 'francuski' };

/** Field labels, in the order the body lists them; fields without a label come last under their own name. */
const FIELD_LABELS: ReadonlyArray<readonly [string, string]> = [
  ['name', 'Imię i nazwisko'],
  ['firstName', 'Imię'],
  ['lastName', 'Nazwisko'],
  ['email', 'E-mail'],
  ['phone', 'Telefon'],
  ['company', 'Firma'],
  ['city', 'Miasto'],
  ['country', 'Kraj'],
  ['cooperationType', 'Rodzaj współpracy'],
  ['position', 'Stanowisko'],
  ['products', 'Produkty'],
  ['quantity', 'Ilość'],
  ['subject', 'Temat'],
  ['message', 'Wiadomość'],
  ['consent', 'Zgoda na przetwarzanie danych'],
];

const FILE_LABELS: Readonly<Record<string, string>> = { cv: 'CV', coverLetter: 'List motywacyjny' };

const CONTENT_TYPES: Readonly<Record<DetectedFileType, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
};

const EXTENSIONS: Readonly<Record<DetectedFileType, readonly string[]>> = {
  pdf: ['pdf'],
  doc: ['doc'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  bmp: ['bmp'],
};

/** Line breaks of any kind become '\n'; other control characters (and Unicode line separators) go. */
function plainText(value: unknown): string {
  const text = typeof value === 'boolean' ? (value ? 'tak' : 'nie') : String(value);
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g, '') // eslint-disable-line no-control-regex
    .trim();
}

/** One line, for the Reply-To display name. */
function oneLine(value: unknown): string {
  return plainText(value).replace(/\s+/g, ' ').slice(0, 200);
}

/** 'Label: value', continuation lines of a multi-line value indented. */
function fieldLine(label: string, value: unknown): string {
  return `${label}: ${plainText(value).split('\n').join('\n  ')}`;
}

function fieldLines(fields: Record<string, unknown>): string[] {
  const known = new Set(FIELD_LABELS.map(([name]) => name));
  return [
    ...FIELD_LABELS.filter(([name]) => fields[name] !== undefined).map(([name, label]) =>
      fieldLine(label, fields[name]),
    ),
    ...Object.keys(fields)
      .filter((name) => !known.has(name))
      .map((name) => fieldLine(oneLine(name), fields[name])),
  ];
}

function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1).replace('.', ',')} kB`;
}

/** The client's file name once more made safe (no path, no quotes or line breaks, bounded), with its format's extension. */
export function attachmentName(file: Pick<SubmissionFile, 'originalName' | 'detectedType'>): string {
  const name = sanitiseFileName(file.originalName);
  const extension = name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '';
  const known = EXTENSIONS[file.detectedType];
  return known.includes(extension) ? name : sanitiseFileName(`${name}.${known[0] ?? 'bin'}`);
}

/** The sender's name as the form gave it (name, or first and last name). */
function senderName(fields: Record<string, unknown>): string {
  if (fields.name !== undefined) return oneLine(fields.name);
  return oneLine([fields.firstName, fields.lastName].filter((part) => part !== undefined).join(' '));
}

export function messageId(token: string, settings: MailSettings): string {
  return `<${token}@${senderDomain(settings.from)}>`;
}

export interface ComposeOptions {
  settings: MailSettings;
  /** Where the submission's files are stored. */
  uploadsDir: string;
  /** The outbox row's stable token (db/outbox-store.ts). */
  messageToken: string;
}

export function composeMessage(submission: StoredSubmission, options: ComposeOptions): SendMailOptions {
  const { settings } = options;
  const title = FORM_TITLES[submission.form];
  const fields = submission.fields;
  const body = [
    `${title} — zgłoszenie nr ${submission.id}`,
    '',
    `Wysłano: ${submission.createdAt.replace('T', ' ').replace(/\.\d+Z$/, ' UTC')}`,
    `Język formularza: ${LANGUAGE_NAMES[submission.locale]} (${submission.locale})`,
    `Strona: ${submission.page ?? 'nieznana'}`,
    '',
    ...fieldLines(fields),
    ...(submission.files.length > 0
      ? [
          '',
          'Załączniki:',
          ...submission.files.map(
            (file) => `- ${FILE_LABELS[file.field] ?? file.field}: ${attachmentName(file)} (${kilobytes(file.size)})`,
          ),
        ]
      : []),
    '',
  ].join('\n');

  const email = typeof fields.email === 'string' ? fields.email : undefined;
  return {
    from: settings.from,
    to: [...settings.recipients[submission.form]],
    ...(email ? { replyTo: { name: senderName(fields), address: email } } : {}),
    subject: `[Ergoforma] ${title} nr ${submission.id}`,
    messageId: messageId(options.messageToken, settings),
    date: new Date(submission.createdAt),
    text: body,
    attachments: submission.files.map((file) => ({
      filename: attachmentName(file),
      path: path.join(options.uploadsDir, file.storedName),
      contentType: CONTENT_TYPES[file.detectedType],
    })),
    disableFileAccess: false,
    disableUrlAccess: true,
  };
}
