import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

/*
 * The real server process (src/server.ts through tsx): start-up refuses bad configuration naming the
 * variables, and a running server prepares its data, answers, and exits cleanly on SIGTERM.
 */
const serverEntry = path.resolve(__dirname, '../src/server.ts');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-server-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      TZ: 'UTC',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForLine(read: () => string, pattern: RegExp, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = pattern.exec(read());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${pattern}; output so far:\n${read()}`);
}

describe('server process', () => {
  it('refuses to start with bad variables, naming each one', async () => {
    const server = startServer({ PORT: 'eighty', PAYMENT_PROVIDER: 'paypal', DEMO_DATA: 'yes' });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('Invalid configuration');
    for (const name of ['PORT', 'PAYMENT_PROVIDER', 'DEMO_DATA']) expect(output).toContain(name);
  });

  it('migrates, bootstraps the admin, seeds demo data, serves, and shuts down gracefully', async () => {
    const server = startServer({
      PORT: '0',
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'correct-horse',
      DEMO_DATA: '1',
    });
    const [, address] = await waitForLine(server.output, /Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
    expect(server.output()).toContain('seeded demo data');
    const health = await fetch(`${address}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' });
    const venues = (await (await fetch(`${address}/api/venues/`)).json()) as { venues: unknown[] };
    expect(venues.venues.length).toBeGreaterThanOrEqual(24);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  }, 60_000);
});
