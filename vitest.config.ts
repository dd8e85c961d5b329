import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@': path.resolve(import.meta.dirname),
      // 'server-only' throws outside Next's server bundle; tests are server code too.
      'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
    },
  },
  test: {
    include: ['tests/lint/**/*.test.ts', 'platform/**/*.test.ts', 'features/**/*.test.ts', 'components/**/*.test.ts', 'tests/db/**/*.test.ts', 'tests/http/**/*.test.ts', 'tests/mail/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are memory-hungry; two workers fit the 2-core CI machine.
    maxWorkers: 2,
  },
});
