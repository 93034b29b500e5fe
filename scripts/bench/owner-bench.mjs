// The venue owner's reads under load (issue 12 "Performance"), beside the bare node:http baseline:
// - GET /api/venues/{id}/bookings/ for an owner whose venue has 10,000 bookings (the Bookings tab:
//   the 10 most recent and the summary of all of them), and its CSV export once, timed;
// - GET /api/venues/dashboard/ for an owner of 50 venues, with 1,000,000 bookings in the database.
// Called from scripts/bench.mjs (BENCH_ONLY=owner runs it alone).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { load, printComparison, root, startApi, startBaseline } from './bench-kit.mjs';

const BUSY_VENUE_BOOKINGS = 10_000;
const CHAIN_VENUE_BOOKINGS = 2_000;
const TOTAL_BOOKINGS = 1_000_000;

function runTs(script, args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
  });
  if (result.status !== 0) throw new Error(`${script} failed:\n${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1));
}

export async function signIn(api, email) {
  const response = await fetch(`${api.origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'BenchPass123!' }),
  });
  if (!response.ok) throw new Error(`${email} could not sign in: ${response.status}`);
  return { authorization: `Token ${(await response.json()).token}` };
}

/** The signed-in owner's call under load, then the bare server answering the same bytes. */
export async function compareSignedIn(title, api, url, headers, { connections, duration, target }) {
  const sample = await fetch(`${api.origin}${url}`, { headers });
  const bytes = Buffer.from(await sample.arrayBuffer());
  if (sample.status !== 200) throw new Error(`${url} answered ${sample.status}: ${bytes}`);
  const baseline = await startBaseline(bytes, sample.headers.get('content-type') ?? 'application/json');
  try {
    const app = await load({ url: `${api.origin}${url}`, connections, duration, headers });
    const bare = await load({ url: `${baseline.origin}/`, connections, duration });
    return printComparison(
      `${title} (${connections} connections, ${duration} s; ${bytes.length} bytes per answer)`,
      app,
      bare,
      target ? { target } : {},
    );
  } finally {
    await baseline.stop();
  }
}

export async function ownerDashboards({ connections, duration }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-bench-owner-'));
  try {
    // The marketplace's own bookings plus the owners' top-ups come to the million.
    // (The 51 owners' venues already hold their share of the marketplace's, so that share is added back.)
    const rest = TOTAL_BOOKINGS - BUSY_VENUE_BOOKINGS - 50 * CHAIN_VENUE_BOOKINGS;
    const marketplace = rest + 51 * Math.floor(rest / 10_000);
    console.log(`\nVenue owners: seeding 10,000 venues and ${TOTAL_BOOKINGS.toLocaleString('en-GB')} bookings…`);
    runTs('scripts/bench/seed-bench-data.ts', [dataDir, '10000', String(marketplace)]);
    const owners = runTs('scripts/bench/seed-owner-bench.ts', [
      dataDir,
      String(BUSY_VENUE_BOOKINGS),
      String(CHAIN_VENUE_BOOKINGS),
    ]);
    console.log(
      `  ${owners.totalBookings.toLocaleString('en-GB')} bookings; one venue with ${owners.busyBookings.toLocaleString('en-GB')}, an owner of ${owners.chainVenues} venues with ${owners.chainBookings.toLocaleString('en-GB')}`,
    );
    const api = await startApi({ DATA_DIR: dataDir, DEMO_DATA: '0' });
    try {
      const busy = await signIn(api, 'bench-owner-busy@example.com');
      const chain = await signIn(api, 'bench-owner-chain@example.com');
      const bookingsPath = `/api/venues/${owners.busyVenueId}/bookings/`;
      await compareSignedIn(
        `GET ${bookingsPath} (the owner's venue has ${owners.busyBookings.toLocaleString('en-GB')} bookings; 10 most recent and the summary)`,
        api,
        bookingsPath,
        busy,
        { connections, duration },
      );
      const exportStarted = performance.now();
      const csv = await (
        await fetch(`${api.origin}/api/venues/${owners.busyVenueId}/bookings/export/?status=all`, { headers: busy })
      ).text();
      console.log(
        `  CSV export of all ${(csv.split('\r\n').length - 2).toLocaleString('en-GB')} bookings: ${(performance.now() - exportStarted).toFixed(0)} ms, ${(csv.length / 1024).toFixed(0)} KiB`,
      );
      await compareSignedIn(
        `GET /api/venues/dashboard/ (an owner of ${owners.chainVenues} venues; ${owners.totalBookings.toLocaleString('en-GB')} bookings in the database)`,
        api,
        '/api/venues/dashboard/',
        chain,
        { connections, duration },
      );
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
