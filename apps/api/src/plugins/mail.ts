import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer, type OutgoingMail } from '../modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Sends without holding up the request; a failure is logged, never shown to the caller. */
    sendMailInBackground(mail: OutgoingMail): void;
  }
}

async function mailPlugin(fastify: FastifyInstance) {
  const { config } = fastify;
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: config.outboxDir, log: fastify.log });
  fastify.decorate('mailer', mailer);
  fastify.decorate('sendMailInBackground', (mail: OutgoingMail) => {
    mailer.send(mail).catch((error: unknown) => fastify.log.error({ err: error, to: mail.to, subject: mail.subject }, 'mail could not be sent'));
  });
  fastify.addHook('onClose', async () => mailer.close());
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['app-context'] });
