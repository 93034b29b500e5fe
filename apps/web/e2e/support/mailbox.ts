import { expect } from '@playwright/test';

/**
 * The e2e server's mail sink (scripts/e2e-server.mjs): a real SMTP server whose received mail is
 * readable as JSON at http://127.0.0.1:E2E_MAIL_PORT/messages?to=<address>.
 */
const MAIL_PORT = Number(process.env.E2E_MAIL_PORT ?? 4174);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  receivedAt: string;
}

async function readMailbox(to: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_PORT}/messages?to=${encodeURIComponent(to.toLowerCase())}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Polls until a mail to `to` arrives (whose subject matches, when given) and answers the newest.
 * `count` waits for the n-th matching mail, for flows that send the same kind twice.
 */
export async function waitForMail(
  to: string,
  { subject, count = 1, timeoutMs = 15_000 }: { subject?: string | RegExp; count?: number; timeoutMs?: number } = {},
) {
  let matching: ReceivedMail[] = [];
  await expect
    .poll(
      async () => {
        const mails = await readMailbox(to);
        matching = mails.filter(
          (mail) => !subject || (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)),
        );
        return matching.length;
      },
      {
        message: `a mail to ${to}${subject ? ` with subject ${String(subject)}` : ''}`,
        timeout: timeoutMs,
        intervals: [100, 250, 500],
      },
    )
    .toBeGreaterThanOrEqual(count);
  return matching[matching.length - 1] as ReceivedMail;
}

/** The first absolute link in the mail's text whose path is `path` (e.g. '/verify-email'). */
export function extractLink(mail: ReceivedMail, path: string): string {
  for (const candidate of mail.text.match(/https?:\/\/[^\s<>"')]+/g) ?? []) {
    if (new URL(candidate).pathname === path) return candidate;
  }
  throw new Error(`no ${path} link in mail "${mail.subject}":\n${mail.text}`);
}

/** The `token` query parameter of a link. */
export function tokenOf(link: string): string {
  const token = new URL(link).searchParams.get('token');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
