import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type OutgoingMail } from '../../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Sends without holding up the request; a failure is logged, never shown to the caller. */
    sendMailInBackground(mail: OutgoingMail): void;
    /** Sends and answers when the mail is away; rejects when it could not be sent (the caller keeps it to retry). */
    deliverMail(mail: OutgoingMail): Promise<void>;
    /** Runs a mail-sending task after the answer; closing the app waits for it (as for the sends themselves). */
    mailInBackground(task: () => Promise<void>): void;
  }
}

async function mailPlugin(fastify: FastifyInstance) {
  const { config } = fastify;
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: config.outboxDir,
    log: fastify.log,
  });
  fastify.decorate('mailer', mailer);
  // Sends still under way when the app closes are awaited, so no mail is cut off mid-delivery (and a
  // test's mailbox never receives a message from an app that has already gone).
  const inFlight = new Set<Promise<void>>();
  fastify.decorate('sendMailInBackground', (mail: OutgoingMail) => {
    // A manual booking's customer may have given only a phone number: there is nobody to write to.
    if (!mail.to) return;
    const sending = mailer
      .send(mail)
      .catch((error: unknown) =>
        fastify.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'),
      )
      .finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  });
  fastify.decorate('mailInBackground', (task: () => Promise<void>) => {
    const running: Promise<void> = task()
      .catch((error: unknown) => fastify.log.error({ err: error }, 'background mail task failed'))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  });
  fastify.decorate('deliverMail', (mail: OutgoingMail) => {
    const sending = mailer.send(mail);
    const tracked = sending.then(
      () => undefined,
      () => undefined,
    );
    inFlight.add(tracked);
    void tracked.finally(() => inFlight.delete(tracked));
    return sending;
  });
  fastify.addHook('onClose', async () => {
    await Promise.race([
      Promise.allSettled([...inFlight]),
      new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
    ]);
    await mailer.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['app-context'] });
