import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The first alias that matches wins: the shared test data (contract/testing, ADR 033) before the contract's index.
const alias = {
  '@contract/testing': path.resolve('contract/testing'),
  '@contract': path.resolve('contract/index.ts'),
  '@': path.resolve('src'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          // A file that needs no DOM says `@vitest-environment node` in its first comment:
          // a jsdom costs about a second per file, most of a pure function's test.
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Contract, server infrastructure and scripts: pure functions, no DOM.
          name: 'unit-node',
          include: ['contract/**/*.test.ts', 'scripts/**/*.test.ts', 'server/lib/**/*.test.ts'],
          environment: 'node',
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/domains/**/*.test.ts', 'server/db/**/*.test.ts', 'server/demo/**/*.test.ts', 'server/backup/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
