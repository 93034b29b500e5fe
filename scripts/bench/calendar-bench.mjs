// The owner's court calendar under load (issue 30 "Performance"), beside the bare node:http baseline:
// GET /api/venues/{id}/calendar/?date=<this Monday>&days=7 for a venue with 12 courts and 10,000
// bookings, with 1,000,000 bookings in the database; target p99 < 50 ms at 100 connections.
// Called from scripts/bench.mjs (BENCH_ONLY=calendar runs it alone).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, startApi } from './bench-kit.mjs';
import { compareSignedIn, signIn } from './owner-bench.mjs';

const CALENDAR_VENUE_BOOKINGS = 10_000;
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

/** The Monday of the week holding `date` ('YYYY-MM-DD'). */
function mondayOf(date) {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

export async function ownerCalendar({ connections, duration }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sports-booking-bench-calendar-'));
  try {
    console.log(`\nOwner calendar: seeding 10,000 venues and ${TOTAL_BOOKINGS.toLocaleString('en-GB')} bookings…`);
    runTs('scripts/bench/seed-bench-data.ts', [dataDir, '10000', String(TOTAL_BOOKINGS - CALENDAR_VENUE_BOOKINGS)]);
    const seeded = runTs('scripts/bench/seed-calendar-bench.ts', [dataDir, String(CALENDAR_VENUE_BOOKINGS)]);
    console.log(
      `  ${seeded.totalBookings.toLocaleString('en-GB')} bookings; the calendar's venue (12 courts) has ${seeded.bookings.toLocaleString('en-GB')} (seeded in ${seeded.seconds.toFixed(1)} s)`,
    );
    const api = await startApi({ DATA_DIR: dataDir, DEMO_DATA: '0' });
    try {
      const owner = await signIn(api, 'bench-owner-calendar@example.com');
      const url = `/api/venues/${seeded.venueId}/calendar/?date=${mondayOf(seeded.today)}&days=7`;
      const sample = await (await fetch(`${api.origin}${url}`, { headers: owner })).json();
      console.log(
        `  the week holds ${sample.bookings.length} bookings on ${sample.sports.flatMap((s) => s.courts).length} courts`,
      );
      // One request at a time: what computing the week costs, without other requests to share it.
      const times = [];
      for (let round = 0; round < 30; round += 1) {
        const started = performance.now();
        await (await fetch(`${api.origin}${url}`, { headers: owner })).arrayBuffer();
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`  one request at a time: median ${times[15].toFixed(1)} ms, slowest ${times.at(-1).toFixed(1)} ms`);
      await compareSignedIn(
        `GET /api/venues/{id}/calendar/ a week (12 courts, ${seeded.bookings.toLocaleString('en-GB')} bookings at the venue, ${seeded.totalBookings.toLocaleString('en-GB')} in the database)`,
        api,
        url,
        owner,
        { connections, duration, target: { p99: 50 } },
      );
    } finally {
      await api.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
