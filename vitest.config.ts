import { defineConfig } from 'vitest/config';

const serverProject = (name: string, db: 'sqlite' | 'postgres') => ({
  extends: true as const,
  test: {
    name,
    root: './apps/server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: db },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

/** Unit and API tests; the PostgreSQL run joins when TEST_DATABASE_URL is set. End-to-end tests live in e2e/. */
export default defineConfig({
  test: {
    projects: [
      serverProject('server', 'sqlite'),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('server-pg', 'postgres')] : []),
      { extends: true as const, test: { name: 'contract', root: './packages/contract', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true as const,
        test: { name: 'ui', root: './packages/ui', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['src/test/setup.ts'], restoreMocks: true },
      },
      './apps/web/vitest.config.ts',
      './apps/console/vitest.config.ts',
    ],
  },
});
