/**
 * The Node flags the server runs with, under `npm start` and in `npm run bench` alike (the
 * Dockerfile's CMD repeats them; docs/decisions/0045). A search allocates many short-lived objects
 * (rows, the answer's text); V8's young generation, at its default 16 MB semi-spaces, filled every
 * 150 searches on the bench data, and each scavenge copies what the requests in flight still hold.
 * With 64 MB semi-spaces it is scavenged half as often, for about 30 MB more heap under load.
 * Cluster workers (WORKERS) inherit the flags.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
