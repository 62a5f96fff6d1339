import { describe, expect, it } from 'vitest';

/**
 * Query keys come from the domains' key factories in src/api, and API paths from `API` in the
 * contract. A key or a path typed as a literal somewhere else is how two features end up
 * caching the same data under two keys, or a save that refreshes nothing (docs/decisions/012).
 */
const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}', '!/src/routeTree.gen.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

const GENERIC = String.raw`(?:<(?:[^<>]|<(?:[^<>]|<[^<>]*>)*>)*>)?`;
const QUERY_CLIENT_CALLS = 'setQueryData|getQueryData|setQueriesData|getQueriesData|invalidateQueries|refetchQueries|removeQueries|resetQueries|cancelQueries|fetchQuery|prefetchQuery|ensureQueryData';

const RULES: { name: string; pattern: RegExp; inApi: boolean }[] = [
  // `queryKey: ['sections', …]` or `queryKey: [...SOME_KEY, 'list']`, in queryOptions, a filter or invalidateQueries.
  { name: 'a query key literal', pattern: /queryKey\s*:\s*\[/g, inApi: false },
  { name: 'a query key literal', pattern: new RegExp(String.raw`\b(?:${QUERY_CLIENT_CALLS})\s*\(\s*\[`, 'g'), inApi: false },
  // useAction's `invalidates: [sectionKeys.all, ['classes']]`.
  { name: 'an invalidated key literal', pattern: /invalidates\s*:\s*(?:\([^)]*\)\s*=>\s*)?\[\s*(?:[\w.$]+(?:\([^()]*\))?\s*,\s*)*\[/g, inApi: false },
  // A domain's key factory (`auditKeys = {`, `SECTIONS_KEY = [`) belongs in src/api/<domain>.ts, one per domain.
  { name: 'a query key factory outside src/api', pattern: /\b(?:\w+Keys\s*=\s*\{|[A-Z_]+_KEY\s*=\s*\[)/g, inApi: false },
  // `http.get('students')` or `http.put(\`students/${id}\`)`: a path must start from API.
  {
    name: 'an API path literal',
    pattern: new RegExp(String.raw`\bhttp\s*\.\s*(?:get|list|post|put|patch|delete|upload|blob)\s*${GENERIC}\(\s*(?:['"]|\x60(?!\$\{API\.))`, 'g'),
    inApi: true,
  },
];

/** Every literal key or path in one file, as `file:line  what`. */
function literalsIn(file: string, text: string): string[] {
  const inApi = file.startsWith('/src/api/');
  const found: string[] = [];
  for (const rule of RULES) {
    if (inApi && !rule.inApi) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const line = text.slice(0, match.index).split('\n').length;
      found.push(`${file}:${line}  ${rule.name}: ${match[0].replace(/\s+/g, ' ')}`);
    }
  }
  return found;
}

describe('query keys and API paths come from one place', () => {
  it('reads the app sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    expect(Object.keys(sources)).toContain('/src/api/sections.ts');
  });

  it('no query key literal outside src/api, and no API path literal anywhere in src', () => {
    const found = Object.entries(sources).flatMap(([file, text]) => literalsIn(file, text));
    expect(found).toEqual([]);
  });

  it('catches the literals it is meant to catch', () => {
    const bad = [
      `queryOptions({ queryKey: ['sections', 'by-class', id], queryFn })`,
      `queryOptions({\n  queryKey: [...SECTIONS_KEY, 'list', state],\n})`,
      `queryClient.invalidateQueries({ queryKey: ['roles', 'list'] })`,
      `queryClient.getQueryCache().findAll({ queryKey: ['roster'] })`,
      `queryClient.setQueryData(['profile'], profile)`,
      `useAction({ mutationFn, invalidates: [[...CLASSES_KEY]] })`,
      `useAction({ mutationFn, invalidates: [sectionKeys.all, ['classes']] })`,
      `useAction({ mutationFn, invalidates: (v) => [sectionKeys.detail(v.id), ['sections']] })`,
      `http.list<Page<Section>>('sections', params, { signal })`,
      `http\n  .list<Page<StudentListRow>>("students", {})`,
      'http.put<{ message: string }>(`class/${id}`, input)',
      'http.blob(`students/import/template`)',
      `const all = ['audit'] as const;\nexport const auditKeys = {\n  all,\n};`,
      `export const SECTIONS_KEY = ['sections'] as const;`,
    ];
    for (const sample of bad) expect(literalsIn('/src/features/x/api/x.ts', sample), sample).toHaveLength(1);
    // In src/api a factory may build keys, but a path is still never typed out.
    expect(literalsIn('/src/api/x.ts', `queryKey: ['x']`)).toEqual([]);
    expect(literalsIn('/src/api/x.ts', `http.get('x')`)).toHaveLength(1);
  });

  it('lets keys and paths from their homes through', () => {
    const good = [
      `queryOptions({ queryKey: sectionKeys.byClass(id), queryFn })`,
      `queryClient.invalidateQueries({ queryKey: sectionKeys.all })`,
      `useAction({ mutationFn, invalidates: [sectionKeys.all, classKeys.lists()] })`,
      `useAction({ mutationFn, invalidates: (input) => [sectionKeys.detail(input.section_id)] })`,
      `http.list<Page<Section>>(API.sections, { ...EVERY_ROW, class_id: id }, { signal })`,
      'http.put<Message>(`${API.students}/${id}`, input)',
    ];
    for (const sample of good) expect(literalsIn('/src/features/x/api/x.ts', sample), sample).toEqual([]);
  });
});
