import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { API } from '@contract';
import type * as HttpModule from '@/lib/http';

/**
 * Every query saved on the device for offline use, and every field each one holds. This is
 * where a reviewer looks when a domain saves something new: the test fails when a query is
 * marked `meta: { persist: true }` or a field joins a saved row, until it is listed here.
 * Contact details, pay and finance never belong in this list (docs/architecture: offline), but
 * for the one exception ADR 024 decided: a bus's riders list, with the parents' phones.
 */

const STATE = { page: 1, limit: 100 };

const PROFILE = [
  'academic', 'academic_name', 'bus_account_id', 'classes', 'currency', 'employee_id', 'fullname', 'id', 'logo', 'privileges', 'role', 'role_id',
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
/**
 * A bus's riders list (ADR 024): the one saved query that holds contact details (the parents'
 * phones a driver calls from the road). Its fields are listed by path: `bus.number`, `riders.parent_phone`.
 */
const RIDERS_LIST = [
  'bus.capacity', 'bus.driver_name', 'bus.driver_phone', 'bus.id', 'bus.number', 'bus.plate', 'date', 'riders.admission_no', 'riders.category_name',
  'riders.class_name', 'riders.parent_name', 'riders.parent_phone', 'riders.parent_phone2', 'riders.section_name', 'riders.stop', 'riders.student_id',
  'riders.student_name', 'riders.zone_name', 'school.name', 'school.phone',
];
/** The attendance settings (ADR 025): codes, school days, the active year and its holidays. */
const ATTENDANCE_CONFIG = [
  'codes.built_in', 'codes.code', 'codes.counts', 'codes.id', 'codes.name', 'codes.sort_order', 'codes.status', 'codes.version',
  'holidays.academic_year_id', 'holidays.end_date', 'holidays.id', 'holidays.name', 'holidays.school_days', 'holidays.start_date',
  'holidays.version', 'school_days', 'version', 'year.end_date', 'year.id', 'year.name', 'year.start_date',
];
/** A day's registers (the picker and "not taken yet" board) and one register: names and marks, no contact details. */
const REGISTER_BOARD = [
  'date', 'school_day.open', 'school_day.reason', 'sections.class_id', 'sections.class_name', 'sections.own', 'sections.section_id',
  'sections.section_name', 'sections.students', 'sections.taken', 'sections.teacher_name',
];
const REGISTER = [
  'date', 'school_day.open', 'school_day.reason', 'section.class_id', 'section.class_name', 'section.id', 'section.name', 'section.teacher_name',
  'sheet.taken_at', 'sheet.taken_by', 'sheet.taken_by_name', 'sheet.updated_at', 'sheet.updated_by_name', 'sheet.version', 'students.admission_no',
  'students.fullname', 'students.gender', 'students.mark', 'students.override', 'students.student_id',
];
const ROSTER_STUDENT = [
  'admission_no', 'class_id', 'class_name', 'first_name', 'fullname', 'gender', 'id', 'last_name', 'middle_name', 'photo', 'section_id',
  'section_name', 'status',
];

/** A week (ADR 026): whose it is, its periods and its lessons as the page shows them; no contact details. */
const TIMETABLE_WEEK = [
  'academic_year.id', 'academic_year.name', 'entries.class_id', 'entries.class_name', 'entries.id', 'entries.period_id', 'entries.room_name',
  'entries.section_id', 'entries.section_name', 'entries.subject_name', 'entries.teacher_id', 'entries.teacher_name', 'entries.weekday', 'lessons',
  'of.id', 'of.kind', 'of.name', 'periods.end_time', 'periods.id', 'periods.kind', 'periods.name', 'periods.sort_order', 'periods.start_time',
  'periods.weekdays', 'school_days',
];
/** The bell schedule, whole, version included (the builder reads it under the same key). */
/** A teacher's cover lessons of a week (issue 35): what, where and for whom, as My week shows them; no contact details. */
const COVER_WEEK = [
  'covers.absent_teacher_name', 'covers.class_name', 'covers.date', 'covers.id', 'covers.period_id', 'covers.room_name', 'covers.section_id',
  'covers.section_name', 'covers.subject_name', 'covers.weekday', 'week_end', 'week_start',
];
const PERIOD = ['end_time', 'id', 'kind', 'name', 'sort_order', 'start_time', 'version', 'weekdays'];

/**
 * Exams (issue 16): the mark-entry picker's lists (exams, the classes and sections sitting one,
 * a class's papers), the grading systems the grid grades with, and each mark sheet opened.
 * Names and marks, no contact details. The lists are read under the same keys by the set-up
 * and report pages, so their saved rows keep every field of the contract type.
 */
const EXAM = [
  'academic_year_id', 'academic_year_name', 'end_date', 'exam_type_id', 'exam_type_name', 'grading_system_id', 'grading_system_name', 'id', 'name',
  'start_date', 'status', 'subjects', 'version',
];
const EXAM_CLASS = ['class_id', 'class_name', 'sections.complete', 'sections.id', 'sections.name', 'sections.own', 'sections.students', 'subjects'];
const EXAM_PAPER = [
  'class_id', 'class_name', 'date', 'exam_id', 'grading_system_id', 'grading_system_name', 'id', 'max_marks', 'pass_marks', 'results', 'subject_id',
  'subject_name', 'version',
];
const GRADING_SYSTEM = ['bands.from', 'bands.grade', 'bands.point', 'bands.remark', 'bands.to', 'id', 'name', 'precision', 'rounding', 'status', 'used_by', 'version'];
const MARK_SHEET = [
  'exam.academic_year_name', 'exam.id', 'exam.name', 'exam.status', ...EXAM_PAPER.map((f) => `exam_subject.${f}`), 'lock.reason', 'saved.complete',
  'saved.updated_at', 'saved.updated_by_name', 'saved.version', 'section.class_id', 'section.class_name', 'section.id', 'section.name',
  'students.admission_no', 'students.fullname', 'students.result', 'students.student_id',
];

/**
 * The family portal (issue 33): who is signed in and their children, and one child's home page,
 * month and week, so a parent's phone opens them offline. Names, marks and the child's own
 * balance; no contact details.
 */
const FAMILY_CHILD = ['admission_no', 'class_name', 'first_name', 'fullname', 'id', 'section_id', 'section_name'];
const FAMILY_ME = [
  ...FAMILY_CHILD.map((f) => `children.${f}`), 'id', 'kind', 'must_change', 'name', 'school.currency', 'school.logo', 'school.name', 'school.time_zone',
];
const FAMILY_MARK = ['code', 'counts', 'name', 'note'];
const FAMILY_HOME = [
  'as_of', ...FAMILY_MARK.map((f) => `attendance_today.${f}`), 'balance', ...FAMILY_CHILD.map((f) => `child.${f}`), 'currency',
  'latest_marks.exam_id', 'latest_marks.exam_name', 'latest_marks.grade', 'latest_marks.percent', 'latest_marks.subjects.grade',
  'latest_marks.subjects.marks', 'latest_marks.subjects.max_marks', 'latest_marks.subjects.state', 'latest_marks.subjects.subject_name',
  'lessons_today.ends', 'lessons_today.period_name', 'lessons_today.room_name', 'lessons_today.starts', 'lessons_today.subject_name',
  'lessons_today.teacher_name', 'news.date', 'news.kind', 'news.text', 'school_day.open', 'school_day.reason', 'since', 'today',
].sort();
const FAMILY_ATTENDANCE = [
  'absent_days', 'days.date', ...FAMILY_MARK.map((f) => `days.mark.${f}`), 'days.open', 'days.reason', 'late_days', 'month', 'period.from',
  'period.name', 'period.to', 'rate', 'totals.absent', 'totals.excused', 'totals.marked', 'totals.present',
].sort();
/**
 * The family's records (src/api/family-records.ts): a child's closed exams' marks and the issued
 * cards' list, and their fees statement (the decided exception to "finance is never
 * saved": the family's own account, removed at sign-out) with the bus.
 */
const FAMILY_EXAMS = [
  'cards.exam_id', 'cards.exam_name', 'cards.id', 'cards.issued_at', 'cards.version', 'exams.end_date', 'exams.grade', 'exams.id', 'exams.name',
  ...['grade', 'marks', 'max_marks', 'pass_marks', 'percent', 'remark', 'section_marked', 'section_mean', 'state', 'subject_name'].map((f) => `exams.papers.${f}`),
  'exams.percent', 'exams.section_mean_percent', 'exams.start_date',
].sort();
const FAMILY_FEES = [
  'bus.bus_number', 'bus.category_name', 'bus.from', 'bus.rate', 'bus.stop', 'bus.zone_name', 'currency', 'statement.closing', 'statement.from',
  ...['balance', 'charge', 'date', 'entry_id', 'kind', 'memo', 'payment', 'receipt_no', 'reference'].map((f) => `statement.lines.${f}`),
  'statement.opening', ...['admission_no', 'class_name', 'id', 'name', 'section_name'].map((f) => `statement.student.${f}`), 'statement.to',
].sort();

/**
 * The saved queries: how to call each factory, the key it saves under, the fields of its rows.
 * `row` reads a saved copy that is not a list of rows (default: `firstRow`); `allows` names the
 * contact details a copy may hold by design.
 */
type Saved = { args: unknown[]; key: QueryKey; fields: string[]; row?: (data: unknown) => Record<string, unknown>; allows?: string[] };
const PERSISTED: Record<string, Saved> = {
  profileQueryOptions: { args: [], key: ['profile'], fields: PROFILE },
  yearOptionsQueryOptions: { args: [], key: ['academic-years', 'options'], fields: ACADEMIC_YEAR },
  'academicYearPages.options': { args: [STATE], key: ['academic-years', 'list', STATE], fields: ACADEMIC_YEAR },
  classOptionsQueryOptions: { args: [], key: ['classes', 'options'], fields: CLASS },
  'classPages.options': { args: [STATE], key: ['classes', 'list', STATE], fields: CLASS },
  classSectionsQueryOptions: { args: [4], key: ['sections', 'by-class', 4], fields: SECTION },
  'sectionPages.options': { args: [STATE], key: ['sections', 'list', STATE], fields: SECTION },
  classSubjectsQueryOptions: { args: [4], key: ['subjects', 'by-class', 4], fields: SUBJECT },
  'subjectPages.options': { args: [STATE], key: ['subjects', 'list', STATE], fields: SUBJECT },
  roomOptionsQueryOptions: { args: [], key: ['rooms', 'options'], fields: ROOM },
  'roomPages.options': { args: [STATE], key: ['rooms', 'list', STATE], fields: ROOM },
  teacherOptionsQueryOptions: { args: [], key: ['employees', 'teachers'], fields: TEACHER },
  rosterQueryOptions: { args: [9], key: ['students', 'roster', 9], fields: ROSTER_STUDENT },
  busRidersQueryOptions: { args: [3], key: ['bus', 'riders', 3], fields: RIDERS_LIST, row: (data) => byPath(data), allows: ['parent_phone'] },
  attendanceConfigQueryOptions: { args: [], key: ['attendance', 'config'], fields: ATTENDANCE_CONFIG, row: (data) => byPath(data) },
  registerBoardQueryOptions: { args: ['2026-11-02'], key: ['attendance', 'registers', 'board', '2026-11-02'], fields: REGISTER_BOARD, row: (data) => byPath(data) },
  weekQueryOptions: { args: [{ section_id: 9 }], key: ['timetable', 'week', { section_id: 9 }], fields: TIMETABLE_WEEK, row: (data) => byPath(data) },
  coverWeekQueryOptions: { args: [21, '2026-11-26'], key: ['cover', 'week', 21, '2026-11-23'], fields: COVER_WEEK, row: (data) => byPath(data) },
  // Listed apart from the shared server row: its `version` is a field no other saved row keeps.
  schoolPeriodsQueryOptions: { args: [], key: ['timetable', 'periods'], fields: PERIOD, row: (data) => firstRow(data) },
  registerQueryOptions: { args: [9, '2026-11-02'], key: ['attendance', 'registers', 'sheet', 9, '2026-11-02'], fields: REGISTER, row: (data) => byPath(data) },
  allExamsQueryOptions: { args: [], key: ['exams', 'setup', 'exams', {}], fields: EXAM, row: (data) => firstRow(data) },
  examClassesQueryOptions: { args: [4], key: ['exams', 'progress', 4], fields: EXAM_CLASS, row: (data) => byPath(firstRow(data)) },
  examPapersQueryOptions: { args: [4, 2], key: ['exams', 'setup', 'papers', 4, 2], fields: EXAM_PAPER, row: (data) => firstRow(data) },
  gradingSystemsQueryOptions: { args: [], key: ['exams', 'setup', 'grading'], fields: GRADING_SYSTEM, row: (data) => byPath(firstRow(data)) },
  markSheetQueryOptions: { args: [7, 9], key: ['exams', 'sheets', 7, 9], fields: MARK_SHEET, row: (data) => byPath(data) },
  familyMeQueryOptions: { args: [], key: ['family', 'me'], fields: FAMILY_ME.sort(), row: (data) => byPath(data) },
  familyHomeQueryOptions: { args: [12], key: ['family', 'home', 12], fields: FAMILY_HOME, row: (data) => byPath(data) },
  familyAttendanceQueryOptions: { args: [12, '2026-11'], key: ['family', 'attendance', 12, '2026-11'], fields: FAMILY_ATTENDANCE, row: (data) => byPath(data) },
  familyWeekQueryOptions: { args: [12], key: ['family', 'week', 12], fields: TIMETABLE_WEEK, row: (data) => byPath(data) },
  familyExamsQueryOptions: { args: [12], key: ['family', 'exams', 12], fields: FAMILY_EXAMS, row: (data) => byPath(data) },
  familyFeesQueryOptions: { args: [12], key: ['family', 'fees', 12], fields: FAMILY_FEES, row: (data) => byPath(data) },
};

/** Sample arguments for factories that are not saved and cannot take the default (a list state). */
const OTHER_ARGS: Record<string, unknown[]> = {
  // Two features' pickers: (search) in performance, (source, search) in finance reports.
  studentSearchQueryOptions: ['Ann', 'Ann'],
  // The shared student picker (src/api/student-search.ts) they both read.
  studentPickQueryOptions: ['Ann'],
  parentSearchQueryOptions: ['Ann'],
  payerSearchQueryOptions: ['Ann'],
  // Unfiltered it is the saved list of every exam (allExamsQueryOptions); filtered it is live.
  examsQueryOptions: [{ status: 'Active' }],
};

/**
 * The server as a persisted query sees it: every listed field, plus what a saved copy must
 * never hold. Whatever the server sends, a saved row keeps only its listed fields.
 */
const SECRETS = { parent_phone: '+1 555 0100', home_address: '1 Hill Road', salary: 120_000, bank_account: 'GB00 0000' };
const valuesOf = (fields: string[]) => Object.fromEntries(fields.map((f) => [f, `${f}-value`]));
const serverRow = () => ({ ...valuesOf([...new Set(Object.values(PERSISTED).filter((p) => !p.row).flatMap((p) => p.fields))]), ...SECRETS });

/** The fields under `part.` of a path-listed query, e.g. the riders list's `riders.` ones. */
const partOf = (fields: string[], part: string) => fields.filter((f) => f.startsWith(`${part}.`)).map((f) => f.slice(part.length + 1));
/**
 * A path-listed query's answer as the server sends it, with secrets at every level: each
 * `part.` becomes an object, or a list of one when `lists` names it.
 */
function serverAnswer(fields: string[], lists: string[]) {
  const parts = [...new Set(fields.filter((f) => f.includes('.')).map((f) => f.split('.')[0]!))];
  const answer: Record<string, unknown> = { ...valuesOf(fields.filter((f) => !f.includes('.'))), ...SECRETS };
  for (const part of parts) {
    const inner = { ...valuesOf(partOf(fields, part)), ...SECRETS };
    answer[part] = lists.includes(part) ? [inner] : inner;
  }
  return answer;
}
/**
 * Like serverAnswer, at any depth: `latest_marks.subjects.grade` nests twice. `lists` names the
 * paths that are lists of one (`lessons_today`, `latest_marks.subjects`).
 */
function deepAnswer(fields: string[], lists: string[], prefix = ''): Record<string, unknown> {
  const answer: Record<string, unknown> = { ...valuesOf(fields.filter((f) => !f.includes('.'))), ...SECRETS };
  for (const part of new Set(fields.filter((f) => f.includes('.')).map((f) => f.split('.')[0]!))) {
    const inner = deepAnswer(partOf(fields, part), lists, `${prefix}${part}.`);
    answer[part] = lists.includes(`${prefix}${part}`) ? [inner] : inner;
  }
  return answer;
}

/** Answers of the path-listed saved queries, by request path. */
const NESTED: [RegExp, () => unknown][] = [
  [/^bus\/\d+\/riders$/, () => serverAnswer(RIDERS_LIST, ['riders'])],
  [new RegExp(`^${API.attendanceConfig}$`), () => serverAnswer(ATTENDANCE_CONFIG, ['codes', 'holidays'])],
  [new RegExp(`^${API.attendanceRegisters}$`), () => serverAnswer(REGISTER_BOARD, ['sections'])],
  [new RegExp(`^${API.timetableWeek}$`), () => serverAnswer(TIMETABLE_WEEK, ['entries', 'periods'])],
  [new RegExp(`^${API.cover}/week$`), () => serverAnswer(COVER_WEEK, ['covers'])],
  [new RegExp(`^${API.timetablePeriods}$`), () => [{ ...valuesOf(PERIOD), ...SECRETS }]],
  [new RegExp(`^${API.attendanceSheets}/\\d+/[\\d-]+$`), () => serverAnswer(REGISTER, ['students'])],
  [new RegExp(`^${API.exams}$`), () => [{ ...valuesOf(EXAM), ...SECRETS }]],
  [new RegExp(`^${API.classExam}$`), () => [serverAnswer(EXAM_CLASS, ['sections'])]],
  [new RegExp(`^${API.examSubjects}$`), () => [{ ...valuesOf(EXAM_PAPER), ...SECRETS }]],
  [new RegExp(`^${API.gradingSystems}$`), () => [serverAnswer(GRADING_SYSTEM, ['bands'])]],
  [new RegExp(`^${API.resultSheets}/\\d+/\\d+$`), () => serverAnswer(MARK_SHEET, ['students'])],
  [new RegExp(`^${API.family}$`), () => deepAnswer(FAMILY_ME, ['children'])],
  [new RegExp(`^${API.family}/home$`), () => deepAnswer(FAMILY_HOME, ['lessons_today', 'latest_marks.subjects', 'news'])],
  [new RegExp(`^${API.family}/attendance$`), () => ({ ...deepAnswer(FAMILY_ATTENDANCE, ['days']), absent_days: ['2026-11-03'], late_days: ['2026-11-04'] })],
  [new RegExp(`^${API.family}/week$`), () => serverAnswer(TIMETABLE_WEEK, ['entries', 'periods'])],
  [new RegExp(`^${API.family}/exams$`), () => deepAnswer(FAMILY_EXAMS, ['cards', 'exams', 'exams.papers'])],
  [new RegExp(`^${API.family}/fees$`), () => deepAnswer(FAMILY_FEES, ['statement.lines'])],
];

vi.mock('@/lib/http', async (importOriginal) => {
  const real = await importOriginal<typeof HttpModule>();
  const { callsByPath } = await import('@/lib/testing');
  const page = () => ({ data: [serverRow()], total: 1, page: 1, limit: 100 });
  return {
    ...real,
    http: callsByPath({
      ...real.http,
      list: vi.fn(async () => page()),
      get: vi.fn(async (path: string) => (path === API.employeeTeachers ? [serverRow()] : (NESTED.find(([pattern]) => pattern.test(path))?.[1]() ?? serverRow()))),
    }),
  };
});

const modules = import.meta.glob(['/src/api/*.ts', '/src/features/*/api/*.ts', '/src/features/*/*/api/*.ts', '!/src/**/*.test.ts'], { eager: true }) as Record<string, Record<string, unknown>>;
const sources = import.meta.glob(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

type Factory = (...args: unknown[]) => { queryKey: QueryKey; meta?: Record<string, unknown>; queryFn?: unknown };

/**
 * Every exported queryOptions factory, by name (a paged list's as `<list>Pages.options`). Features never import each other, so two may
 * share a name (each its own search picker); a saved one must not, so PERSISTED names one factory.
 */
function factories(): Map<string, { file: string; make: Factory }[]> {
  const found = new Map<string, { file: string; make: Factory }[]>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      // A paged list (src/api/records.ts pagedList) exports its factory as `<list>Pages.options`.
      const [key, make] = name.endsWith('Pages') && value && typeof value === 'object' ? [`${name}.options`, (value as { options?: unknown }).options] : [name, value];
      if (!key.endsWith('QueryOptions') && !key.endsWith('Pages.options')) continue;
      if (typeof make !== 'function') continue;
      found.set(key, [...(found.get(key) ?? []), { file, make: make as Factory }]);
    }
  }
  return found;
}

function firstRow(data: unknown): Record<string, unknown> {
  if (Array.isArray(data)) return data[0] as Record<string, unknown>;
  const page = data as { data?: unknown };
  return (Array.isArray(page.data) ? page.data[0] : data) as Record<string, unknown>;
}

/** A saved copy's fields by path, nested objects and the first element of lists included: `{ 'bus.number': …, 'riders.stop': … }`. */
function byPath(data: unknown, prefix = ''): Record<string, unknown> {
  const flat: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data as Record<string, unknown>)) {
    const inner = Array.isArray(value) ? value[0] : value;
    if (inner && typeof inner === 'object') Object.assign(flat, byPath(inner, `${prefix}${key}.`));
    else flat[`${prefix}${key}`] = value;
  }
  return flat;
}

describe('queries saved on the device', () => {
  it('are exactly the listed ones', () => {
    const all = factories();
    expect(all.size).toBeGreaterThan(20);
    const saved: string[] = [];
    for (const [name, found] of all) {
      for (const { file, make } of found) {
        // A factory that cannot be built from a list state: give it sample arguments in OTHER_ARGS.
        const options = make(...(PERSISTED[name]?.args ?? OTHER_ARGS[name] ?? [STATE, true]));
        if (options.meta?.persist !== true) continue;
        expect(found.map((f) => f.file), `${name} is saved, so no other factory may share its name`).toEqual([file]);
        saved.push(name);
      }
    }
    expect(saved.sort()).toEqual(Object.keys(PERSISTED).sort());
  });

  it.each(Object.entries(PERSISTED))('%s saves under its key and holds only its listed fields', async (name, expected) => {
    const { make } = factories().get(name)![0]!;
    const options = make(...expected.args);
    expect(options.queryKey).toEqual(expected.key);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const data = await client.fetchQuery(options as never);
    const row = (expected.row ?? firstRow)(data);
    expect(Object.keys(row).sort()).toEqual(expected.fields);
    const names = Object.keys(row).map((path) => path.split('.').pop());
    for (const secret of Object.keys(SECRETS)) if (!expected.allows?.includes(secret)) expect(names).not.toContain(secret);
  });

  it('are marked only where this test can find them', () => {
    const marked = Object.entries(sources)
      .filter(([, text]) => /meta\s*:\s*\{[^}]*persist/.test(text))
      .map(([file]) => file);
    const outside = marked.filter((file) => !/^\/src\/(api|features\/[^/]+(\/[^/]+)?\/api)\/[^/]+\.ts$/.test(file));
    expect(marked.length).toBeGreaterThan(0);
    expect(outside).toEqual([]);
  });
});
