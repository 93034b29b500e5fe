// `npm start`: builds whatever is missing or older than its sources, then runs the server, which
// migrates the database, seeds demo data into an empty one and serves the app and the API on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/web/dist/index.html', 'apps/api/dist/server.js', 'apps/api/dist/mail-thread.js'].map((file) =>
  path.join(root, file),
);
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/api/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/db/src',
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestMtime(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app and the API…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Servers run in UTC; venue times are converted explicitly (Europe/London) by the domain package.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', ...SERVER_NODE_FLAGS, path.join(root, 'apps/api/dist/server.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
