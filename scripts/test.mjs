// `npm test`: every layer in turn — unit, API integration (SQLite, and PostgreSQL when
// TEST_DATABASE_URL is set), then the browser tests against the built app — and one closing line
// with the totals. Exits non-zero when anything failed or a layer could not run.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = mkdtempSync(path.join(tmpdir(), 'sports-booking-test-reports-'));
const env = { ...process.env, TZ: 'UTC' };
const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

function run(label, command, args) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  return result.status ?? 1;
}

function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  return report.numTotalTests;
}

function countPlaywright(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const stats = report.stats;
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  return stats.expected + stats.unexpected + stats.skipped + (stats.flaky ?? 0);
}

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the API suite runs on SQLite only.');
}

for (const project of ['unit', 'api']) {
  const output = path.join(reports, `${project}.json`);
  const status = run(`${project} tests (vitest)`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ]);
  if (!existsSync(output) || countVitest(output) === 0 || status !== 0)
    broken = broken || status !== 0 || !existsSync(output);
}

if (process.env.SKIP_E2E === '1') {
  console.log('\nSKIP_E2E=1: browser tests not run.');
} else {
  const buildStatus = run('build for browser tests', 'npm', ['run', 'build']);
  if (buildStatus !== 0) {
    broken = true;
  } else {
    const output = path.join(reports, 'e2e.json');
    env.PLAYWRIGHT_JSON_OUTPUT_NAME = output;
    const status = run('browser tests (playwright, chromium)', 'npx', [
      'playwright',
      'test',
      '-c',
      'apps/web/playwright.config.ts',
      '--reporter=list,json',
    ]);
    if (!existsSync(output) || countPlaywright(output) === 0 || status !== 0)
      broken = broken || status !== 0 || !existsSync(output);
  }
}

const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(broken || totals.failed > 0 ? 1 : 0);
