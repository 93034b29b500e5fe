// Starts the built app for the browser tests: a temporary DATA_DIR with demo data, on E2E_PORT, and
// a real SMTP server (smtp-server) that the app sends mail to. Received mail is readable as JSON at
// http://127.0.0.1:E2E_MAIL_PORT/messages (optionally ?to=address) so specs can follow links.
// Playwright's webServer runs this and stops it when the run ends; the data folder goes with it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-e2e-'));
const port = process.env.E2E_PORT ?? '4173';
const mailPort = Number(process.env.E2E_MAIL_PORT ?? '4174');
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? '4175');

const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    // Parsed whole, not chunk by chunk: mailparser's quoted-printable decoder drops a space that ends
    // a chunk (apps/api/test/support/test-mailbox.ts).
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.once('end', () =>
      simpleParser(Buffer.concat(chunks))
        .then((parsed) => {
          const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((group) =>
            group.value.map((address) => (address.address ?? '').toLowerCase()),
          );
          messages.push({
            to,
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch(callback),
    );
  },
});
await new Promise((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

const mailbox = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${mailPort}`);
  const to = url.searchParams.get('to')?.toLowerCase();
  const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(found));
});
await new Promise((resolve) => mailbox.listen(mailPort, '127.0.0.1', resolve));

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    TZ: 'UTC',
    PORT: port,
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    DEMO_DATA: '1',
    RATE_LIMITS: 'off',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  },
});

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  smtp.close();
  mailbox.close();
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
