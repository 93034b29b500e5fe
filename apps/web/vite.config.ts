import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));

// In development the API runs separately on :8000; in production the API serves this build from
// the same origin, so the browser always calls relative /api and /media paths.
const apiOrigin = process.env.VITE_DEV_API_ORIGIN ?? 'http://localhost:8000';
const apiProxy = {
  '/api': { target: apiOrigin, changeOrigin: true },
  '/media': { target: apiOrigin, changeOrigin: true },
};

export default defineConfig(({ isSsrBuild }) => ({
  // Pinned so `vite build -c apps/web/vite.config.ts` from the repo root still writes apps/web/dist.
  root: webRoot,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  // The manifest tells the server which chunks the venue page needs (apps/api/src/plugins/venue-page-shell.ts).
  // The SSR build (the page renderer in dist/.ssr, loaded by the API) carries its own production
  // React: it runs fast whatever NODE_ENV the server was started with, and needs no node_modules.
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  // The SSR build needs no copy of public/.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    copyPublicDir: !isSsrBuild,
    // No <link rel="modulepreload"> from script: Vite's helper added one per import of the chunk
    // being loaded (~30 for the venue page), a 15–20 ms task on a phone just before hydration, while
    // the page is already on screen from the server. The browser finds a chunk's imports in it
    // instead (docs/decisions/0035).
    modulePreload: false,
  },
}));
