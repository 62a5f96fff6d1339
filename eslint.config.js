// ESLint 9 flat config. Kept fast: typescript-eslint without type information.
// The import zones below are how the dependency rules of docs/architecture are enforced.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));

/** Every folder in `folder`, read at config load, so a feature or module added later is covered. */
function subfolders(folder) {
  const dir = path.join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
}

/**
 * A domain (server/domains/<domain>) reaches another only through that domain's `public.ts`;
 * its own sub-modules import each other freely. One zone per pair of domains.
 */
const domains = subfolders('server/domains');
const domainZones = domains.flatMap((name) =>
  domains
    .filter((other) => other !== name)
    .map((other) => ({
      target: `./server/domains/${name}`,
      from: `./server/domains/${other}`,
      except: ['./public.ts'],
      message: `Import the ${other} domain through server/domains/${other}/public.ts only.`,
    })),
);

/** A feature never imports another feature: one zone per feature, forbidding its siblings. */
const featureZones = subfolders('src/features').map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature. Two features meet in a route (src/routes).',
}));

const zones = [
  {
    target: './contract',
    from: ['./server', './src', './e2e', './bench', './scripts'],
    message: 'contract/ imports only valibot: never server/ or src/.',
  },
  { target: './server', from: './src', message: 'The server never imports from src/.' },
  {
    target: ['./server/lib', './server/db'],
    from: './server/domains',
    message: 'server/lib and server/db are infrastructure, below the domains: they never import a domain.',
  },
  { target: './src', from: './server', message: 'The client never imports from server/.' },
  {
    target: ['./src/lib', './src/components'],
    from: ['./src/features', './src/routes'],
    message: 'src/lib and src/components are below features and routes: they never import them.',
  },
  {
    target: ['./src/lib', './src/components'],
    from: './src/api',
    message: 'src/lib and src/components are below the shared read layer: they never import src/api.',
  },
  {
    target: './src/api',
    from: ['./src/features', './src/routes'],
    message: 'src/api (the shared reads) sits below features and routes: it never imports them.',
  },
  { target: './src/features', from: './src/routes', message: 'Features never import routes; routes import features.' },
  ...domainZones,
  ...featureZones,
];

/** Test data shared by the tests and benches of both sides (ADR 033): never product code. */
const testDataZone = {
  target: ['./src', './server', './contract'],
  from: './contract/testing',
  message: 'contract/testing is test data: only tests, test helpers and benches import it.',
};
const TESTS = ['server/test/**', '**/*.test.{ts,tsx}', '**/tests/**', 'e2e/**', 'src/lib/testing.tsx', 'src/test-setup.ts', 'contract/testing/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'dev-dist/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },

  // Test helpers and tests read arbitrary JSON replies; `any` there is deliberate.
  {
    files: ['server/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'src/lib/testing.tsx', 'src/test-setup.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },

  // Dependency rules, for every file. The resolver understands the tsconfig paths
  // (@contract, @/…), so aliased imports are checked like relative ones.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          tsconfig: { configFile: path.join(root, 'tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    ignores: TESTS,
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...zones, testDataZone] }] },
  },

  // contract/ is shared by both sides: valibot and its own files only. An import cycle among its
  // files leaves a schema undefined while a module loads (issue 33: an endpoint lost its body).
  {
    files: ['contract/**/*.ts'],
    ignores: ['contract/**/*.test.ts'],
    rules: {
      'import-x/no-cycle': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!valibot(/|$)|\\.{1,2}/)',
              message: 'contract/ imports only valibot (no react, hono, drizzle, node:*, aliases).',
            },
          ],
        },
      ],
    },
  },

  // The browser app.
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^node:', message: 'The client runs in the browser: no node:* modules.' }] },
      ],
    },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['src/**/*.tsx'] },
  ...pluginQuery.configs['flat/recommended'].map((c) => ({ ...c, files: ['src/**/*.{ts,tsx}'] })),
  ...pluginRouter.configs['flat/recommended'].map((c) => ({ ...c, files: ['src/**/*.{ts,tsx}'] })),

  // Service worker, if the client ever writes one by hand.
  { files: ['src/**/sw.ts'], languageOptions: { globals: { ...globals.serviceworker } } },
);
