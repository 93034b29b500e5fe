import { once } from 'node:events';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: { filename: string | undefined; contentType: string; content: Buffer }[];
}

/**
 * A real SMTP server in the test process: the app sends to it over TCP through nodemailer exactly
 * as it would to a provider, and tests read what arrived.
 */
export class TestMailbox {
  readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        // The whole message is parsed at once: parsing the stream chunk by chunk, mailparser's
        // quoted-printable decoder drops a space that ends a chunk ("Booking team" became
        // "Bookingteam" when the TCP segments fell that way).
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        once(stream, 'end')
          .then(() => simpleParser(Buffer.concat(chunks)))
          .then((parsed) => {
            const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) =>
              group.value.map((address) => (address.address ?? '').toLowerCase()),
            );
            this.messages.push({
              to,
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              attachments: parsed.attachments.map((attachment) => ({
                filename: attachment.filename,
                contentType: attachment.contentType,
                content: attachment.content,
              })),
            });
            callback();
          })
          .catch(callback);
      },
    });
  }

  /** Listens on a free port, or on `port` (a test that needs the server back where it was). */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    const address = this.server.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
    return this.url;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Waits for the first message to `address` matching the optional subject. */
  async waitFor(address: string, subject?: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.messages.find(
        (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)),
      );
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(
      `No mail to ${address}${subject ? ` matching ${subject}` : ''} arrived; got: ${this.messages.map((m) => `${m.to} "${m.subject}"`).join(', ')}`,
    );
  }

  messagesTo(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  }

  clear(): void {
    this.messages.length = 0;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The token of the first link to `path` in a mail's text. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`${path.replace(/[/]/g, '\\/')}\\?token=([A-Za-z0-9_%-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`No ${path} link in mail "${mail.subject}":\n${mail.text}`);
  return decodeURIComponent(match[1]);
}

/** The token of the share link (/pay/<token>) in a split invitation or balance mail. */
export function payLinkToken(mail: ReceivedMail): string {
  const match = /\/pay\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`No /pay/ link in mail "${mail.subject}":\n${mail.text}`);
  return match[1];
}

/** The token of the share link in the invitation to `email` ('… your share …'), once it has come. */
export async function shareLinkFor(mailbox: TestMailbox, email: string): Promise<string> {
  return payLinkToken(await mailbox.waitFor(email, /your share/));
}
