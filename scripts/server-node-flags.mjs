/**
 * The Node flags the server runs with, under `npm start` and in `npm run bench` alike (the
 * Dockerfile's CMD repeats them; docs/decisions/0045). A search allocates many short-lived objects
 * (rows, the answer's text); V8's young generation, at its default 16 MB semi-spaces, filled every
 * 150 searches on the bench data, and each scavenge copies what the requests in flight still hold.
 * With 64 MB semi-spaces it is scavenged half as often, for about 30 MB more heap under load.
 * `--no-allocation-site-pretenuring` (docs/decisions/0050): under load, a request's objects are
 * often still in flight at their first scavenge, so V8 took their allocation sites for long-lived
 * ones and allocated there straight into the old generation: it grew by about 100 MB/s under the
 * nearest-first search on PostgreSQL and was mark-compacted every second or so, in bursts, and the
 * slowest 1 % of answers fell in those bursts. Without pretenuring they die young, where they belong.
 * `--initial-old-space-size=256` (0050): after a full collection V8 set the old generation's next
 * limit a little above what was live (about 42 MB), so a server that had been under load for half a
 * minute ran 7–10 full collections in 10 s of nearest-first searches, and its p99 doubled. With a
 * 256 MB starting limit it ran none or one. Resident memory under load stayed about 400 MB.
 * Cluster workers (WORKERS) inherit the flags.
 */
export const SERVER_NODE_FLAGS = [
  '--max-semi-space-size=64',
  '--no-allocation-site-pretenuring',
  '--initial-old-space-size=256',
];
