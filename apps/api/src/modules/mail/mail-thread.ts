import { parentPort, workerData } from 'node:worker_threads';
import { createMailTransport, type OutgoingMail, type TransportSettings } from './mail-transport';

/*
 * The mail thread's entry (docs/decisions/0047): it receives messages to send from the server's
 * main thread and answers each with what became of it. Building a MIME message with nodemailer
 * and writing it cost about as much CPU as the checkout that asked for it; here that work uses
 * another core instead of delaying the requests behind it.
 */

export type MailRequest = { id: number; mail: OutgoingMail };
export type MailAnswer = { id: number; file?: string; error?: { message: string; code?: string } };

const transport = createMailTransport(workerData as TransportSettings);
const port = parentPort!;

port.on('message', (request: MailRequest) => {
  transport.deliver(request.mail).then(
    (delivery) => port.postMessage({ id: request.id, ...delivery } satisfies MailAnswer),
    (error: unknown) => {
      const { message, code } = error as { message?: string; code?: string };
      port.postMessage({ id: request.id, error: { message: message ?? String(error), code } } satisfies MailAnswer);
    },
  );
});
