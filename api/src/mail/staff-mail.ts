// The back office's own e-mail: the password reset link, sent at once through the form notifications' transport and
// From address. It is not queued in the outbox: a queued row would keep a live link in the database, and a link
// that arrives late is of no use (it ends after an hour; the person asks again).
import type { SendMailOptions } from 'nodemailer/lib/mailer';
import type { MailTransport } from './delivery-worker';

export interface StaffMail {
  transport: MailTransport;
  /** The From header (MAIL_FROM). */
  from: string;
}

export interface PasswordResetMail {
  to: { name: string; address: string };
  /** The back office's page that takes the token, the token after '#' (a fragment never reaches a server's log). */
  link: string;
  validMinutes: number;
}

export function passwordResetMessage(mail: PasswordResetMail, from: string): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: '[Ergoforma] Nowe hasło do panelu',
    text: [
      `Dzień dobry, ${mail.to.name}!`,
      '',
      'Ktoś (zapewne Ty) poprosił o nowe hasło do panelu Ergoforma. Nowe hasło ustawisz tutaj:',
      '',
      mail.link,
      '',
      `Link działa ${mail.validMinutes} minut i tylko raz. Po zmianie hasła wszystkie sesje tego konta się kończą.`,
      'Jeśli to nie Ty, zignoruj tę wiadomość: hasło się nie zmieni.',
      '',
    ].join('\n'),
    disableFileAccess: true,
    disableUrlAccess: true,
  };
}
