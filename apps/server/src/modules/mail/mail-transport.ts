import nodemailer from 'nodemailer';

/** The part of a nodemailer transport delivery needs; tests can stand in for it. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<unknown>;
  close?(): void;
}

/** nodemailer over SMTP_URL, or null: mails are then kept in the outbox for the dev mailbox. */
export function createMailTransport(smtpUrl: string | undefined): MailTransport | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport(smtpUrl);
}
