import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from './mail-templates';

export interface OutgoingMail extends MailContent {
  to: string;
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into the
 * outbox folder and its links are logged, so a developer can follow them without a mail server.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; outboxDir: string; log: FastifyBaseLogger }): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(mail) {
      const info = await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: mail.attachments,
      });
      if (!options.smtpUrl) {
        mkdirSync(options.outboxDir, { recursive: true });
        const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`);
        writeFileSync(file, info.message as Buffer);
        const links = mail.text.match(/https?:\/\/\S+/g) ?? [];
        options.log.info({ to: mail.to, subject: mail.subject, file, links }, 'mail written to the outbox');
      }
    },
    close() {
      transport.close();
    },
  };
}
