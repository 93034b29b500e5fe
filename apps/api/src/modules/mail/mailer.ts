import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAnswer, MailRequest } from './mail-thread';
import type { OutgoingMail, TransportSettings } from './mail-transport';

export type { OutgoingMail } from './mail-transport';

export interface Mailer {
  /** Answers once the message is away (SMTP) or written to the outbox; rejects when it could not be. */
  send(mail: OutgoingMail): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends through the mail thread (mail-thread.ts, docs/decisions/0047), started at the first message
 * and again after it stopped. Outbox files are logged here with their links, so a developer can
 * follow them without a mail server.
 */
export function createMailer(options: TransportSettings & { log: FastifyBaseLogger }): Mailer {
  const settings: TransportSettings = { smtpUrl: options.smtpUrl, from: options.from, outboxDir: options.outboxDir };
  let thread: MailThread | undefined;

  return {
    send(mail) {
      if (!thread || thread.stopped) thread = new MailThread(settings, options.log);
      return thread.send(mail);
    },
    async close() {
      await thread?.stop();
      thread = undefined;
    },
  };
}

class MailThread {
  stopped = false;
  private readonly worker: Worker;
  private readonly waiting = new Map<
    number,
    { mail: OutgoingMail; resolve: () => void; reject: (error: Error) => void }
  >();
  private nextId = 1;

  constructor(
    settings: TransportSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.worker = startWorker(settings);
    // Only messages on their way keep the process alive.
    this.worker.unref();
    this.worker.on('message', (answer: MailAnswer) => this.answered(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`the mail thread stopped (exit code ${code})`)));
  }

  send(mail: OutgoingMail): Promise<void> {
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      // A message that cannot be copied to the thread throws here, and is refused as it is.
      this.worker.postMessage({ id, mail } satisfies MailRequest);
      if (this.waiting.size === 0) this.worker.ref();
      this.waiting.set(id, { mail, resolve, reject });
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.worker.terminate();
  }

  private answered(answer: MailAnswer) {
    const entry = this.waiting.get(answer.id);
    if (!entry) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if (answer.error) {
      entry.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code }));
      return;
    }
    if (answer.file) {
      const links = entry.mail.text.match(/https?:\/\/\S+/g) ?? [];
      this.log.info(
        { to: entry.mail.to, subject: entry.mail.subject, file: answer.file, links },
        'mail written to the outbox',
      );
    }
    entry.resolve();
  }

  /** The thread failed or ended: what it still held was not sent (the callers keep it to retry). */
  private fail(error: Error) {
    this.stopped = true;
    for (const entry of this.waiting.values()) entry.reject(error);
    this.waiting.clear();
  }
}

/**
 * The built server finds the thread's bundle beside its own (dist/mail-thread.js); run from the
 * TypeScript sources (tests, `npm run dev`), the thread loads its source through tsx.
 */
function startWorker(settings: TransportSettings): Worker {
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const entry = new URL('./mail-thread.ts', here).href;
    return new Worker(
      `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
      { eval: true, workerData: settings },
    );
  }
  return new Worker(new URL('./mail-thread.js', here), { workerData: settings });
}
