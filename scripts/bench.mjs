// `npm run bench`: performance figures, printed rather than asserted. Each endpoint is loaded with
// autocannon (100 connections, 10 s by default; BENCH_DURATION overrides) beside a bare node:http
// server returning the same bytes from memory in the same run, and the ratio of the two.
import { load, printComparison, startApi, startBaseline } from './bench/bench-kit.mjs';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);

async function venueList() {
  const api = await startApi({ DEMO_DATA: '1' });
  try {
    const url = `${api.origin}/api/venues/`;
    const response = await fetch(url);
    const bytes = Buffer.from(await response.arrayBuffer());
    const { venues } = JSON.parse(bytes.toString('utf8'));
    console.log(`GET /api/venues/ with the demo data: ${venues.length} venues, ${bytes.length} bytes per answer`);
    const baseline = await startBaseline(bytes, response.headers.get('content-type') ?? 'application/json');
    try {
      const app = await load({ url, connections, duration });
      const bare = await load({ url: `${baseline.origin}/api/venues/`, connections, duration });
      return printComparison(`GET /api/venues/ (${connections} connections, ${duration} s)`, app, bare);
    } finally {
      await baseline.stop();
    }
  } finally {
    await api.stop();
  }
}

const scenarios = [venueList];
console.log(`Benchmarks on Node ${process.version}, ${connections} connections, ${duration} s each`);
for (const scenario of scenarios) await scenario();
