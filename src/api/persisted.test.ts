import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import type * as HttpModule from '@/lib/http';

/**
 * Every query saved on the device for offline use, and every field each one holds. This is
 * where a reviewer looks when a domain saves something new: the test fails when a query is
 * marked `meta: { persist: true }` or a field joins a saved row, until it is listed here.
 * Contact details, pay and finance never belong in this list (docs/architecture: offline).
 */

const STATE = { page: 1, limit: 100 };

const PROFILE = [
  'academic', 'academic_name', 'bus_account_id', 'classes', 'currency', 'fullname', 'id', 'logo', 'privileges', 'role', 'role_id',
  'route', 'schoolId', 'school_name', 'time_zone', 'username',
];
const ACADEMIC_YEAR = ['active', 'end_date', 'id', 'name', 'start_date'];
const CLASS = ['id', 'monthly_fee', 'name', 'next_class_id', 'next_class_name', 'sections', 'sort_order', 'status'];
const SECTION = [
  'academic_year_id', 'capacity', 'class_id', 'class_name', 'enrolled', 'id', 'name', 'room_id', 'room_name', 'status', 'teacher_id', 'teacher_name',
];
const SUBJECT = ['class_ids', 'code', 'id', 'name', 'status'];
const ROOM = ['capacity', 'id', 'name', 'status'];
const TEACHER = ['fullname', 'id', 'number'];
const ROSTER_STUDENT = [
  'admission_no', 'class_id', 'class_name', 'first_name', 'fullname', 'gender', 'id', 'last_name', 'middle_name', 'photo', 'section_id',
  'section_name', 'status',
];

/** The saved queries: how to call each factory, the key it saves under, the fields of its rows. */
const PERSISTED: Record<string, { args: unknown[]; key: QueryKey; fields: string[] }> = {
  profileQueryOptions: { args: [], key: ['profile'], fields: PROFILE },
  yearOptionsQueryOptions: { args: [], key: ['academic-years', 'options'], fields: ACADEMIC_YEAR },
  academicYearsListQueryOptions: { args: [STATE], key: ['academic-years', 'list', STATE], fields: ACADEMIC_YEAR },
  classOptionsQueryOptions: { args: [], key: ['classes', 'options'], fields: CLASS },
  classesQueryOptions: { args: [STATE], key: ['classes', 'list', STATE], fields: CLASS },
  classSectionsQueryOptions: { args: [4], key: ['sections', 'by-class', 4], fields: SECTION },
  sectionsQueryOptions: { args: [STATE], key: ['sections', 'list', STATE], fields: SECTION },
  classSubjectsQueryOptions: { args: [4], key: ['subjects', 'by-class', 4], fields: SUBJECT },
  subjectsQueryOptions: { args: [STATE], key: ['subjects', 'list', STATE], fields: SUBJECT },
  roomOptionsQueryOptions: { args: [], key: ['rooms', 'options'], fields: ROOM },
  roomsQueryOptions: { args: [STATE], key: ['rooms', 'list', STATE], fields: ROOM },
  teacherOptionsQueryOptions: { args: [], key: ['employees', 'teachers'], fields: TEACHER },
  rosterQueryOptions: { args: [9], key: ['students', 'roster', 9], fields: ROSTER_STUDENT },
};

/** Sample arguments for factories that are not saved and cannot take the default (a list state). */
const OTHER_ARGS: Record<string, unknown[]> = {
  studentSearchQueryOptions: ['Ann'],
  parentSearchQueryOptions: ['Ann'],
};

/**
 * The server as a persisted query sees it: every listed field, plus what a saved copy must
 * never hold. Whatever the server sends, a saved row keeps only its listed fields.
 */
const SECRETS = { parent_phone: '+1 555 0100', home_address: '1 Hill Road', salary: 120_000, bank_account: 'GB00 0000' };
const serverRow = () => ({ ...Object.fromEntries([...new Set(Object.values(PERSISTED).flatMap((p) => p.fields))].map((f) => [f, `${f}-value`])), ...SECRETS });

vi.mock('@/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModule>();
  const page = () => ({ data: [serverRow()], total: 1, page: 1, limit: 100 });
  return {
    ...real,
    http: {
      ...real.http,
      list: vi.fn(async () => page()),
      get: vi.fn(async (path: string) => (path === API.employeeTeachers ? [serverRow()] : serverRow())),
    },
  };
});

const modules = import.meta.glob(['/src/api/*.ts', '/src/features/*/api/*.ts', '!/src/**/*.test.ts'], { eager: true }) as Record<string, Record<string, unknown>>;
const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

type Factory = (...args: unknown[]) => { queryKey: QueryKey; meta?: Record<string, unknown>; queryFn?: unknown };

/** Every exported queryOptions factory, by name. */
function factories(): Map<string, Factory> {
  const found = new Map<string, Factory>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!name.endsWith('QueryOptions') || typeof value !== 'function') continue;
      expect(found.has(name), `${name} is exported twice (again in ${file})`).toBe(false);
      found.set(name, value as Factory);
    }
  }
  return found;
}

function firstRow(data: unknown): Record<string, unknown> {
  if (Array.isArray(data)) return data[0] as Record<string, unknown>;
  const page = data as { data?: unknown };
  return (Array.isArray(page.data) ? page.data[0] : data) as Record<string, unknown>;
}

describe('queries saved on the device', () => {
  it('are exactly the listed ones', () => {
    const all = factories();
    expect(all.size).toBeGreaterThan(20);
    const saved: string[] = [];
    for (const [name, make] of all) {
      // A factory that cannot be built from a list state: give it sample arguments in OTHER_ARGS.
      const options = make(...(PERSISTED[name]?.args ?? OTHER_ARGS[name] ?? [STATE, true]));
      if (options.meta?.persist === true) saved.push(name);
    }
    expect(saved.sort()).toEqual(Object.keys(PERSISTED).sort());
  });

  it.each(Object.entries(PERSISTED))('%s saves under its key and holds only its listed fields', async (name, expected) => {
    const make = factories().get(name)!;
    const options = make(...expected.args);
    expect(options.queryKey).toEqual(expected.key);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await client.fetchQuery(options as never);
    const row = firstRow(data);
    expect(Object.keys(row).sort()).toEqual(expected.fields);
    for (const secret of Object.keys(SECRETS)) expect(row).not.toHaveProperty(secret);
  });

  it('are marked only where this test can find them', () => {
    const marked = Object.entries(sources)
      .filter(([, text]) => /meta\s*:\s*\{[^}]*persist/.test(text))
      .map(([file]) => file);
    const outside = marked.filter((file) => !/^\/src\/(api|features\/[^/]+\/api)\/[^/]+\.ts$/.test(file));
    expect(marked.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
