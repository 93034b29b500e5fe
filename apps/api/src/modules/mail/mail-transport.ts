import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailContent } from './mail-templates';

export interface OutgoingMail extends MailContent {
  to: string;
  attachments?: { filename: string; content: string | Uint8Array; contentType: string }[];
}

export interface TransportSettings {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
}

/** What became of a message: the outbox file it was written to, when there is no SMTP server. */
export interface Delivery {
  file?: string;
}

export interface MailTransport {
  deliver(mail: OutgoingMail): Promise<Delivery>;
  close(): void;
}

/**
 * Real SMTP when SMTP_URL is set; otherwise each message is written as an .eml file into the
 * outbox folder, so a developer can read it without a mail server. Runs in the mail thread
 * (mail-thread.ts): composing the MIME message and writing it stay off the requests' thread.
 */
export function createMailTransport(settings: TransportSettings): MailTransport {
  const transport: Transporter = settings.smtpUrl
    ? nodemailer.createTransport(settings.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let outboxReady = false;

  return {
    async deliver(mail) {
      const info = await transport.sendMail({
        from: settings.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // A Buffer arrives from the other thread as a plain Uint8Array.
        attachments: mail.attachments?.map((attachment) => ({
          ...attachment,
          content: typeof attachment.content === 'string' ? attachment.content : Buffer.from(attachment.content),
        })),
      });
      if (settings.smtpUrl) return {};
      if (!outboxReady) {
        mkdirSync(settings.outboxDir, { recursive: true });
        outboxReady = true;
      }
      const file = path.join(
        settings.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return { file };
    },
    close() {
      transport.close();
    },
  };
}
