// The back office's own e-mails: an invitation's set-up link and a password reset link. They go through the outbox
// like the form notifications (retries, dead letters, the outbox command), but the outbox row holds only the
// account and the link's purpose: the worker makes the link's token as it sends (staff/staff-mail-composer.ts).
// So no live link is ever stored in clear, logged or shown by the outbox command, and a late e-mail's link is still
// valid for its full time from when it was sent. Each attempt makes a new token, which ends the one before.
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { StaffMailPurpose, StaffMailRequest } from '../db';

/** Queues a staff account's link e-mail (the outbox row and a nudge to the worker). */
export interface StaffMail {
  queue(request: StaffMailRequest): Promise<void>;
}

export interface StaffLinkMail {
  purpose: StaffMailPurpose;
  to: { name: string; address: string };
  /** The back office's page that takes the token, the token after '#' (a fragment never reaches a server's log). */
  link: string;
  validMinutes: number;
}

const TEXTS: Readonly<Record<StaffMailPurpose, { subject: string; intro: string; after: string }>> = {
  setup: {
    subject: '[Ergoforma] Zaproszenie do panelu',
    intro: 'Założono dla Ciebie konto w panelu Ergoforma. Hasło ustawisz tutaj:',
    after: 'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
  },
  reset: {
    subject: '[Ergoforma] Nowe hasło do panelu',
    intro: 'Ktoś (zapewne Ty) poprosił o nowe hasło do panelu Ergoforma. Nowe hasło ustawisz tutaj:',
    after: 'Po zmianie hasła wszystkie sesje tego konta się kończą. Jeśli to nie Ty, zignoruj tę wiadomość.',
  },
};

export function staffLinkMessage(mail: StaffLinkMail, from: string, messageId: string): SendMailOptions {
  const texts = TEXTS[mail.purpose];
  const valid = mail.validMinutes % 60 === 0 ? `${mail.validMinutes / 60} godz.` : `${mail.validMinutes} minut`;
  return {
    from,
    to: mail.to,
    subject: texts.subject,
    messageId,
    text: [
      `Dzień dobry, ${mail.to.name}!`,
      '',
      texts.intro,
      '',
      mail.link,
      '',
      `Link działa ${valid} i tylko raz.`,
      texts.after,
      '',
    ].join('\n'),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
