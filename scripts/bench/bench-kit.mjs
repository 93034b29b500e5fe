// Shared pieces of the benchmarks: start the built API on a free port, start a bare node:http
// server that returns fixed bytes (the ceiling of this machine), and load either with autocannon.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The built server the loads run against: apps/api/dist, or BENCH_API_DIST (a folder holding another
 * build's server.js, two levels below the root like apps/api/dist, so it finds the same node_modules
 * and web build) to measure an earlier build beside the current one.
 */
const apiDist = path.resolve(root, process.env.BENCH_API_DIST ?? 'apps/api/dist');

export function ensureApiBuilt() {
  if (['server.js', 'mail-thread.js'].every((file) => existsSync(path.join(apiDist, file)))) return;
  if (process.env.BENCH_API_DIST) throw new Error(`no server.js and mail-thread.js in ${apiDist}`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@app/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('API build failed');
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

function stopper(child, cleanup) {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve(cleanup?.());
      child.once('exit', () => resolve(cleanup?.()));
      child.kill('SIGTERM');
    });
}

/** The built API with its own data folder (demo data unless told otherwise). */
export async function startApi(extraEnv = {}) {
  ensureApiBuilt();
  const port = await freePort();
  const dataDir = extraEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'sports-booking-bench-'));
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(apiDist, 'server.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      RATE_LIMITS: 'off',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/api/health`, 300_000);
  return {
    origin,
    dataDir,
    stop: stopper(child, () => !extraEnv.DATA_DIR && rmSync(dataDir, { recursive: true, force: true })),
  };
}

/** A bare node:http server in its own process answering every request with the given bytes. */
export async function startBaseline(body, contentType) {
  const port = await freePort();
  const folder = mkdtempSync(path.join(tmpdir(), 'sports-booking-baseline-'));
  const bodyFile = path.join(folder, 'body');
  writeFileSync(bodyFile, body);
  const script = `
    const http = require('node:http');
    const body = require('node:fs').readFileSync(${JSON.stringify(bodyFile)});
    http.createServer((req, res) => {
      res.writeHead(200, { 'content-type': ${JSON.stringify(contentType)}, 'content-length': body.length });
      res.end(body);
    }).listen(${port}, '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: 'inherit' });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/`);
  return { origin, stop: stopper(child, () => rmSync(folder, { recursive: true, force: true })) };
}

/** Loads one URL (or a list, taken in turn) and returns requests/s and latency percentiles. */
export async function load({ url, urls, connections = 100, duration = 10, method = 'GET', headers, body }) {
  const requests = urls ? urls.map((path) => ({ method, path, headers, body })) : undefined;
  const result = await autocannon({ url, connections, duration, method, headers, body, requests });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/*
 * The run's table: every scenario adds rows here (printComparison does for HTTP loads; other
 * scenarios call addRow), and bench.mjs prints them together at the end. A row:
 * { scenario, app (figure: req/s or any text), p99 (ms), bare (req/s), ratio, target (text), met (boolean | null) }.
 */
export const benchRows = [];

export function addRow(row) {
  benchRows.push({ app: '', p99: '', bare: '', ratio: '', target: '', met: null, ...row });
}

/**
 * `target`: { rps, p99, ratio } lower bounds on req/s and ratio, upper bound on p99 — whichever are
 * given; met when all hold. `name`: the scenario's short name for the table (else the title).
 */
export function printComparison(title, app, baseline, { name, target } = {}) {
  const ratio = baseline.rps > 0 ? app.rps / baseline.rps : 0;
  const goals = [];
  if (target?.rps !== undefined) goals.push([`≥ ${target.rps} req/s`, app.rps >= target.rps]);
  if (target?.ratio !== undefined) goals.push([`≥ ${Math.round(target.ratio * 100)}% of bare`, ratio >= target.ratio]);
  if (target?.p99 !== undefined) goals.push([`p99 < ${target.p99} ms`, app.p99 < target.p99]);
  addRow({
    scenario: name ?? title.split(' (')[0],
    app: `${app.rps.toFixed(0)} req/s`,
    p99: app.p99,
    bare: `${baseline.rps.toFixed(0)} req/s`,
    ratio: ratio.toFixed(2),
    target: goals.map(([text]) => text).join(', '),
    met: goals.length ? goals.every(([, met]) => met) && app.errors === 0 : null,
  });
  console.log(`\n${title}`);
  console.log(
    `  app      : ${app.rps.toFixed(0).padStart(7)} req/s   p50 ${String(app.p50).padStart(4)} ms   p99 ${String(app.p99).padStart(4)} ms   non-2xx ${app.non2xx}   errors ${app.errors}`,
  );
  console.log(
    `  node:http: ${baseline.rps.toFixed(0).padStart(7)} req/s   p50 ${String(baseline.p50).padStart(4)} ms   p99 ${String(baseline.p99).padStart(4)} ms`,
  );
  console.log(`  ratio app/node:http = ${ratio.toFixed(3)} (${(ratio * 100).toFixed(1)}% of the bare ceiling)`);
  return { title, app, baseline, ratio };
}

/** The table of the whole run, with the machine it ran on at the top. */
export function printTable(machine) {
  const columns = ['scenario', 'app', 'p99 ms', 'bare', 'ratio', 'target', 'met'];
  const cells = benchRows.map((row) => [
    row.scenario,
    String(row.app),
    String(row.p99),
    String(row.bare),
    String(row.ratio),
    row.target,
    row.met === null ? '' : row.met ? 'met' : 'NOT MET',
  ]);
  const widths = columns.map((column, index) => Math.max(column.length, ...cells.map((cell) => cell[index].length)));
  const line = (values) => `| ${values.map((value, index) => value.padEnd(widths[index])).join(' | ')} |`;
  console.log(`\n${machine}`);
  console.log(line(columns));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const cell of cells) console.log(line(cell));
}
