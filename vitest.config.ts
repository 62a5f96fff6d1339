import path from 'node:path';
import { defineConfig } from 'vitest/config';

const alias = {
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
          include: ['contract/**/*.test.ts', 'scripts/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'server/lib/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test-setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['server/domains/**/*.test.ts', 'server/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
