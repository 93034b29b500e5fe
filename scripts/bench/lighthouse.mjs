// Lighthouse 12 (mobile preset, simulated throttling) against the built app with Debian's Chromium,
// one fresh browser profile per page, plus the landing page's JavaScript measured as gzip bytes of
// the built files it loads. `runLighthouseScenarios()` returns rows {scenario, figure, target, met}
// for bench.mjs's table; run this file directly for the figures alone:
//   npm run build && node scripts/bench/lighthouse.mjs
// LIGHTHOUSE_PAGES=/venues,/blog audits only those pages ('/venue' stands for the venue page);
// LIGHTHOUSE_REPORT_DIR=<folder> writes each page's full Lighthouse result (JSON) there, for profiling:
// the LCP element and its breakdown, long tasks, script bootup time.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { freePort, root, startApi } from './bench-kit.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PERFORMANCE_TARGET = 95;
const SEO_TARGET = 100;
const LANDING_JS_TARGET_KB = 150;

async function waitForDevtools(port, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** A fresh Chromium (own profile) per page, so no cache or storage carries from one audit to the next. */
async function withFreshChromium(run) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'sports-booking-lighthouse-'));
  const browser = spawn(
    CHROMIUM,
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForDevtools(port);
    return await run(port);
  } finally {
    browser.kill('SIGTERM');
    await new Promise((resolve) => (browser.exitCode !== null ? resolve() : browser.once('exit', resolve)));
    // Chromium's helper processes may still be writing as the main one exits: retry, then let it be.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch {
      // a leftover profile in the temp folder harms nothing
    }
  }
}

/** gzip -9 bytes of every built script a page loaded (the figure the issue's 150 KB budget speaks of). */
function scriptGzipBytes(lhr, origin) {
  const distDir = path.join(root, 'apps/web/dist');
  const items = lhr.audits['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  const scripts = items.filter((item) => item.resourceType === 'Script' && item.url.startsWith(origin));
  return scripts.reduce(
    (sum, item) => sum + gzipSync(readFileSync(path.join(distDir, new URL(item.url).pathname)), { level: 9 }).length,
    0,
  );
}

async function audit(url) {
  const { default: lighthouse } = await import('lighthouse');
  return withFreshChromium(async (port) => {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    return result.lhr;
  });
}

/** A category's score out of 100, or null when Lighthouse could not score it (the page failed to load). */
export function categoryScore(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/** An audit's figure, or 'n/a' when Lighthouse gave it no number (an audit that errored or did not apply). */
export function figure(lhr, id, unit) {
  const value = lhr.audits[id]?.numericValue;
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  return unit === 's' ? `${(value / 1000).toFixed(1)} s` : unit === 'ms' ? `${Math.round(value)} ms` : value.toFixed(3);
}

function ensureWebBuilt() {
  if (existsSync(path.join(root, 'apps/web/dist/index.html'))) return;
  const result = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

export async function runLighthouseScenarios({ origin: givenOrigin } = {}) {
  if (!givenOrigin) ensureWebBuilt();
  const api = givenOrigin ? null : await startApi({ DEMO_DATA: '1' });
  const origin = givenOrigin ?? api.origin;
  try {
    const venues = await (await fetch(`${origin}/api/venues/`)).json();
    const venueId = venues.venues?.[0]?.id;
    const allPages = ['/', '/venues', `/venue/${venueId}`, '/blog'];
    const only = process.env.LIGHTHOUSE_PAGES?.split(',')
      .map((page) => page.trim())
      .filter(Boolean);
    const pages = only?.length
      ? allPages.filter((page) =>
          only.some((wanted) => page === wanted || (wanted === '/venue' && page.startsWith('/venue/'))),
        )
      : allPages;
    const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
    if (reportDir) mkdirSync(reportDir, { recursive: true });
    const rows = [];
    console.log('\nLighthouse 12, mobile preset (simulated slow 4G, 4× CPU), fresh profile per page');
    console.log('  page                 perf  seo   FCP     LCP     CLS     TBT     SI');
    for (const page of pages) {
      const lhr = await audit(`${origin}${page}`);
      if (reportDir)
        writeFileSync(
          path.join(reportDir, `${page.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`),
          JSON.stringify(lhr),
        );
      const performance = categoryScore(lhr, 'performance');
      const seo = categoryScore(lhr, 'seo');
      console.log(
        `  ${page.padEnd(20)} ${String(performance ?? 'n/a').padStart(4)} ${String(seo ?? 'n/a').padStart(4)}   ${figure(lhr, 'first-contentful-paint', 's').padEnd(7)} ${figure(lhr, 'largest-contentful-paint', 's').padEnd(7)} ${figure(lhr, 'cumulative-layout-shift').padEnd(7)} ${figure(lhr, 'total-blocking-time', 'ms').padEnd(7)} ${figure(lhr, 'speed-index', 's')}`,
      );
      if (lhr.runtimeError)
        console.log(
          `    Lighthouse could not audit the page: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`,
        );
      const seoRefs = lhr.categories.seo?.auditRefs ?? [];
      const failedSeo = Object.values(lhr.audits).filter(
        (a) => seoRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score !== null && a.score < 1,
      );
      if (failedSeo.length) console.log(`    SEO audits not passed: ${failedSeo.map((a) => a.id).join(', ')}`);
      rows.push({
        scenario: `Lighthouse mobile performance ${page}`,
        figure: String(performance ?? 'n/a'),
        target: `≥ ${PERFORMANCE_TARGET}`,
        met: performance !== null && performance >= PERFORMANCE_TARGET,
      });
      rows.push({
        scenario: `Lighthouse SEO ${page}`,
        figure: String(seo ?? 'n/a'),
        target: `= ${SEO_TARGET}`,
        met: seo !== null && seo >= SEO_TARGET,
      });
      if (page === '/') {
        const bytes = scriptGzipBytes(lhr, origin);
        const kb = bytes === null ? null : bytes / 1024;
        console.log(
          `    landing page JavaScript: ${kb === null ? 'n/a' : `${kb.toFixed(1)} KB`} gzip (target ≤ ${LANDING_JS_TARGET_KB} KB)`,
        );
        rows.push({
          scenario: 'Landing page JavaScript (gzip)',
          figure: kb === null ? 'n/a' : `${kb.toFixed(1)} KB`,
          target: `≤ ${LANDING_JS_TARGET_KB} KB`,
          met: kb !== null && kb <= LANDING_JS_TARGET_KB,
        });
      }
    }
    return rows;
  } finally {
    await api?.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = await runLighthouseScenarios({ origin: process.env.LIGHTHOUSE_ORIGIN });
  console.table(rows);
}
