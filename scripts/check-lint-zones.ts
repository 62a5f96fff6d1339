/**
 * Proves that eslint.config.js enforces the dependency rules. It builds a throwaway project
 * in a temp folder (this repo's eslint.config.js and tsconfig.json, node_modules linked),
 * writes one forbidden and one allowed import per rule, lints it, and checks that exactly
 * the forbidden ones are reported. Nothing in the working tree is touched.
 *
 *   npx tsx scripts/check-lint-zones.ts
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';

const repo = process.cwd();
const sandbox = mkdtempSync(path.join(tmpdir(), 'sd-lint-zones-'));

const files: Record<string, string> = {
  'contract/index.ts': "export * from './fields';\n",
  'contract/fields.ts': "import * as v from 'valibot';\nexport const name = v.string();\n",
  'contract/testing/grading.ts': 'export const bands = 1;\n',
  'server/app.ts': 'export const app = 1;\n',
  'server/lib/errors.ts': 'export const errors = 1;\n',
  'server/domains/school/rooms/rooms.service.ts': 'export const rooms = 1;\n',
  'server/domains/school/public.ts': "export { rooms } from './rooms/rooms.service';\n",
  'server/domains/school/index.ts': 'export default [];\n',
  'server/domains/people/students/students.service.ts': 'export const students = 1;\n',
  'server/domains/people/public.ts': "export { students } from './students/students.service';\n",
  'src/lib/http.ts': 'export const http = 1;\n',
  'src/components/button.tsx': 'export const Button = () => null;\n',
  'src/api/sections.ts': 'export const sectionKeys = 1;\n',
  'src/features/students/api.ts': 'export const students = 1;\n',
  'src/features/finance/api.ts': 'export const finance = 1;\n',
  'src/routes/index.tsx': 'export const Route = 1;\n',
};

interface Case {
  name: string;
  file: string;
  code: string;
  forbidden: boolean;
}

const cases: Case[] = [
  { name: 'contract -> react', file: 'contract/x.ts', code: "import 'react';", forbidden: true },
  { name: 'contract -> hono', file: 'contract/x.ts', code: "import 'hono';", forbidden: true },
  { name: 'contract -> drizzle-orm', file: 'contract/x.ts', code: "import 'drizzle-orm';", forbidden: true },
  { name: 'contract -> node:fs', file: 'contract/x.ts', code: "import 'node:fs';", forbidden: true },
  { name: 'contract -> server/', file: 'contract/x.ts', code: "import '../server/app';", forbidden: true },
  { name: 'contract -> src/ (alias)', file: 'contract/x.ts', code: "import '@/lib/http';", forbidden: true },
  { name: 'contract -> valibot', file: 'contract/x.ts', code: "import 'valibot';", forbidden: false },
  { name: 'contract -> ./fields', file: 'contract/x.ts', code: "import './fields';", forbidden: false },
  { name: 'server -> src/ (relative)', file: 'server/x.ts', code: "import '../src/lib/http';", forbidden: true },
  { name: 'server -> src/ (alias)', file: 'server/x.ts', code: "import '@/lib/http';", forbidden: true },
  { name: 'server -> @contract', file: 'server/x.ts', code: "import '@contract';", forbidden: false },
  { name: 'domain -> other domain inner file', file: 'server/domains/people/students/x.ts', code: "import '../../school/rooms/rooms.service';", forbidden: true },
  { name: 'domain -> other domain index', file: 'server/domains/people/students/x.ts', code: "import '../../school';", forbidden: true },
  { name: 'domain -> other domain public.ts', file: 'server/domains/people/students/x.ts', code: "import '../../school/public';", forbidden: false },
  { name: 'domain -> itself, own sub-module, lib', file: 'server/domains/school/rooms/x.ts', code: "import './rooms.service';\nimport '../public';\nimport '../../../lib/errors';", forbidden: false },
  { name: 'sub-module -> sibling sub-module', file: 'server/domains/people/users/x.ts', code: "import '../students/students.service';", forbidden: false },
  { name: 'server/lib -> domain', file: 'server/lib/x.ts', code: "import '../domains/school/rooms/rooms.service';", forbidden: true },
  { name: 'server/lib -> domain public.ts', file: 'server/lib/x.ts', code: "import '../domains/school/public';", forbidden: true },
  { name: 'product code -> test data', file: 'src/features/students/x.ts', code: "import '../../../contract/testing/grading';", forbidden: true },
  { name: 'server code -> test data', file: 'server/domains/school/rooms/x.ts', code: "import '../../../../contract/testing/grading';", forbidden: true },
  { name: 'a client test -> test data', file: 'src/features/students/tests/fixtures.ts', code: "import '../../../../contract/testing/grading';", forbidden: false },
  { name: 'a server test -> test data', file: 'server/domains/school/rooms/x.test.ts', code: "import '../../../../contract/testing/grading';", forbidden: false },
  { name: 'src -> server/', file: 'src/lib/x.ts', code: "import '../../server/app';", forbidden: true },
  { name: 'src -> @contract', file: 'src/lib/x.ts', code: "import '@contract';", forbidden: false },
  { name: 'src/lib -> features', file: 'src/lib/x.ts', code: "import '@/features/students/api';", forbidden: true },
  { name: 'src/lib -> routes', file: 'src/lib/x.ts', code: "import '../routes/index';", forbidden: true },
  { name: 'src/components -> features', file: 'src/components/x.tsx', code: "import '../features/finance/api';", forbidden: true },
  { name: 'src/components -> routes', file: 'src/components/x.tsx', code: "import '@/routes/index';", forbidden: true },
  { name: 'feature -> other feature (alias)', file: 'src/features/students/x.ts', code: "import '@/features/finance/api';", forbidden: true },
  { name: 'feature -> other feature (relative)', file: 'src/features/finance/x.ts', code: "import '../students/api';", forbidden: true },
  { name: 'feature -> itself', file: 'src/features/students/x.ts', code: "import './api';", forbidden: false },
  { name: 'feature -> routes', file: 'src/features/students/x.ts', code: "import '@/routes/index';", forbidden: true },
  { name: 'feature -> lib, components', file: 'src/features/students/x.ts', code: "import '@/lib/http';\nimport '@/components/button';", forbidden: false },
  { name: 'route -> features', file: 'src/routes/x.tsx', code: "import '@/features/students/api';\nimport '@/features/finance/api';", forbidden: false },
  { name: 'client -> node:fs', file: 'src/lib/x.ts', code: "import 'node:fs';", forbidden: true },
  { name: 'src/lib -> src/api', file: 'src/lib/x.ts', code: "import '@/api/sections';", forbidden: true },
  { name: 'src/components -> src/api', file: 'src/components/x.tsx', code: "import '../api/sections';", forbidden: true },
  { name: 'src/api -> features', file: 'src/api/x.ts', code: "import '@/features/students/api';", forbidden: true },
  { name: 'src/api -> routes', file: 'src/api/x.ts', code: "import '../routes/index';", forbidden: true },
  { name: 'src/api -> lib, components, contract', file: 'src/api/x.ts', code: "import '@/lib/http';\nimport '@/components/button';\nimport '@contract';\nimport './sections';", forbidden: false },
  { name: 'feature -> src/api', file: 'src/features/students/x.ts', code: "import '@/api/sections';", forbidden: false },
  { name: 'route -> src/api', file: 'src/routes/x.tsx', code: "import '../api/sections';", forbidden: false },
];

const RULES = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
let failures = 0;
try {
  copyFileSync(path.join(repo, 'eslint.config.js'), path.join(sandbox, 'eslint.config.js'));
  copyFileSync(path.join(repo, 'tsconfig.json'), path.join(sandbox, 'tsconfig.json'));
  writeFileSync(path.join(sandbox, 'package.json'), '{ "type": "module" }\n');
  symlinkSync(path.join(repo, 'node_modules'), path.join(sandbox, 'node_modules'), 'dir');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
    writeFileSync(path.join(sandbox, file), text);
  }
  // The config reads src/features at load, so it is created after the features exist.
  const eslint = new ESLint({ cwd: sandbox });
  for (const c of cases) {
    const [result] = await eslint.lintText(`${c.code}\n`, { filePath: path.join(sandbox, c.file) });
    const hits = (result?.messages ?? []).filter((m) => m.ruleId && RULES.has(m.ruleId));
    const fatal = (result?.messages ?? []).filter((m) => m.fatal);
    const ok = fatal.length === 0 && (c.forbidden ? hits.length > 0 : hits.length === 0);
    if (!ok) failures += 1;
    const detail = hits[0] ? `  (${hits[0].ruleId}: ${hits[0].message})` : fatal[0] ? `  (fatal: ${fatal[0].message})` : '';
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${c.forbidden ? 'forbidden' : 'allowed  '}  ${c.name}${detail}`);
  }
} finally {
  rmSync(sandbox, { recursive: true, force: true });
}
console.log(failures ? `\n${failures} of ${cases.length} cases wrong` : `\nAll ${cases.length} dependency-rule cases hold.`);
process.exit(failures ? 1 : 0);
