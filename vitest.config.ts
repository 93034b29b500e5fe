import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects so `npm test` can report each layer: pure unit tests, and API integration tests
// that build the real Fastify app against real SQLite (and PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        // The web app's `@/` alias, so component tests import as the app does.
        resolve: { alias: { '@': fileURLToPath(new URL('./apps/web/src', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'packages/contracts/test/**/*.test.ts',
            'packages/domain/test/**/*.test.ts',
            'apps/web/test/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', 'packages/db/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TZ: 'UTC' },
        },
      },
    ],
  },
});
