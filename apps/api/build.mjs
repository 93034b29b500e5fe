// Bundles the API (and the workspace packages it imports, which are TypeScript sources) into one
// ESM file; third-party packages stay in node_modules, native ones (better-sqlite3, argon2) included.
import { build } from 'esbuild';

const bundleWorkspacePackages = {
  name: 'externalise-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@app/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // The mail thread (src/modules/mail/mail-thread.ts) is started from its own file beside the server's.
  entryPoints: { server: 'src/server.ts', 'mail-thread': 'src/modules/mail/mail-thread.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleWorkspacePackages],
  logLevel: 'warning',
});
console.log('api built: apps/api/dist/server.js and dist/mail-thread.js');
