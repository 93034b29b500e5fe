import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../src/modules/mail/mailer';
import { TestMailbox } from './support/test-mailbox';

/*
 * The mailer sends through its own thread (docs/decisions/0047): the tests go through that thread
 * to a real SMTP server, to the outbox folder, and to a closed port.
 */

function recordingLog() {
  const lines: { fields: Record<string, unknown>; message: string }[] = [];
  const log = {
    info: (fields: Record<string, unknown>, message: string) => lines.push({ fields, message }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const mail = {
  to: 'player@example.com',
  subject: 'Booking confirmed',
  text: 'See it at https://play.example/bookings/7',
  html: '<p>See it</p>',
  attachments: [
    {
      filename: 'booking.ics',
      content: Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n'),
      contentType: 'text/calendar',
    },
  ],
};

describe('the mailer', () => {
  let mailer: Mailer | undefined;
  let mailbox: TestMailbox | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await mailer?.close();
    await mailbox?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
    mailer = mailbox = folder = undefined;
  });

  it('delivers over SMTP from its thread, attachments intact', async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    mailer = createMailer({
      smtpUrl,
      from: 'bookings@play.example',
      outboxDir: '/nonexistent',
      log: recordingLog().log,
    });
    await mailer.send(mail);
    // Sent means received: the promise settles once the server has taken the message.
    expect(mailbox.messages).toHaveLength(1);
    const received = mailbox.messages[0]!;
    expect(received.to).toEqual(['player@example.com']);
    expect(received.subject).toBe('Booking confirmed');
    expect(received.attachments[0]!.filename).toBe('booking.ics');
    expect(received.attachments[0]!.content.toString()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('writes to the outbox folder without SMTP_URL and logs the file and its links', async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'mailer-outbox-'));
    const outboxDir = path.join(folder, 'outbox');
    const { log, lines } = recordingLog();
    mailer = createMailer({ smtpUrl: undefined, from: 'bookings@play.example', outboxDir, log });
    await mailer.send(mail);
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const message = readFileSync(path.join(outboxDir, files[0]!), 'utf8');
    expect(message).toContain('Subject: Booking confirmed');
    expect(message).toContain('To: player@example.com');
    expect(lines).toEqual([
      {
        message: 'mail written to the outbox',
        fields: {
          to: 'player@example.com',
          subject: 'Booking confirmed',
          file: path.join(outboxDir, files[0]!),
          links: ['https://play.example/bookings/7'],
        },
      },
    ]);
  });

  it('refuses a message that cannot be copied to its thread, and keeps sending others', async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    mailer = createMailer({
      smtpUrl,
      from: 'bookings@play.example',
      outboxDir: '/nonexistent',
      log: recordingLog().log,
    });
    const uncopyable = {
      ...mail,
      attachments: [{ filename: 'x.txt', content: (() => 'x') as unknown as string, contentType: 'text/plain' }],
    };
    await expect(mailer.send(uncopyable)).rejects.toMatchObject({ name: 'DataCloneError' });
    await mailer.send(mail);
    expect(mailbox.messages.map((received) => received.subject)).toEqual(['Booking confirmed']);
  });

  it('rejects when the mail server cannot be reached, and sends again once it can', async () => {
    mailbox = new TestMailbox();
    const smtpUrl = await mailbox.start();
    await mailbox.stop();
    mailer = createMailer({
      smtpUrl,
      from: 'bookings@play.example',
      outboxDir: '/nonexistent',
      log: recordingLog().log,
    });
    await expect(mailer.send(mail)).rejects.toMatchObject({ code: 'ESOCKET' });
    await mailer.close();
    // A new server on the same port: the mailer starts a new thread after close and delivers.
    const port = Number(new URL(smtpUrl).port);
    mailbox = new TestMailbox();
    await mailbox.start(port);
    await mailer.send(mail);
    expect(mailbox.messages).toHaveLength(1);
  });
});
