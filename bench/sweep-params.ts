/**
 * What `bench:sweep` puts in each GET route's path and query: ids and dates read from the demo
 * school, the way its pages ask (a page of 100, the active year's range, the closed exam's results).
 */
type Get = (path: string) => Promise<unknown>;
type Row = { id: number; [key: string]: unknown };

const first = (answer: unknown): Row => {
  const rows = Array.isArray(answer) ? answer : (answer as { data: Row[] }).data;
  if (!rows?.[0]) throw new Error('the demo has no row to ask for');
  return rows[0] as Row;
};

/** The last weekday on or before today: a school day with a register. */
function lastSchoolDay(): string {
  const day = new Date();
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export async function demoValues(get: Get) {
  const page = '?page=1&limit=1';
  const years = (await get(`/api/acedmic${page.replace('limit=1', 'limit=10')}`)) as { data: { id: number; start_date: string; active: boolean }[] };
  const year = years.data.find((y) => y.active)!;
  const exams = (await get(`/api/exams?academic_year_id=${year.id}`)) as { id: number; status: string }[];
  const closedExam = exams.find((e) => e.status === 'Closed') ?? exams[0]!;
  const student = first(await get(`/api/students${page}`));
  const receipt = first(await get(`/api/finance/receipts${page}`));
  const today = new Date().toISOString().slice(0, 10);
  return {
    today,
    schoolDay: lastSchoolDay(),
    month: today.slice(0, 7),
    yearStart: year.start_date.slice(0, 10),
    yearId: year.id,
    examId: closedExam.id,
    examSubjectId: first(await get(`/api/exams/subjects?exam_id=${closedExam.id}`)).id,
    section: first(await get(`/api/sections${page}`)),
    student,
    entryId: receipt.entry_id as number,
    receiptNumber: receipt.number as number,
    /** The demo may have no transferred pupil: the certificate route is then not measured. */
    transferred: ((await get(`/api/students/status?page=1&limit=100&status=Transferred`)) as { data: Row[] }).data.find((r) => r.status === 'Transferred'),
    account: first(await get(`/api/finance/accounts${page}`)),
    employee: first(await get(`/api/employees${page}`)),
    payroll: first(await get(`/api/monthly_payroll${page}`)),
    cards: `/api/results/cards?examId=${closedExam.id}&sectionId=${student.section_id}`,
  };
}
export type DemoValues = Awaited<ReturnType<typeof demoValues>>;

/** Path ids whose list is not at the path's own prefix. */
const ID_SOURCES: Record<string, (d: DemoValues, get: Get) => number | Promise<number>> = {
  '/api/account/{id}': (d) => d.account.id,
  '/api/attendance/students/{id}': (d) => d.student.id,
  '/api/employees/personal-report/{id}': (d) => d.employee.id,
  '/api/finance/entries/{id}': (d) => d.entryId,
  '/api/finance/payers/{id}': (d) => d.student.id,
  '/api/finance/receipts/{id}': (d) => d.receiptNumber,
  '/api/finance/reports/accounts/{id}': (d) => d.account.id,
  '/api/finance/reports/students/{id}': (d) => d.student.id,
  '/api/results/cards/{id}': async (d, get) => first(await get(d.cards)).id,
};

/** The id of a `{id}` route: from the table above, else the first row of the list it belongs to. */
export async function pathId(route: string, demo: DemoValues, get: Get): Promise<number> {
  const known = ID_SOURCES[route];
  if (known) return known(demo, get);
  const list = route.slice(0, route.indexOf('/{id}'));
  return first(await get(`${list}?page=1&limit=1`)).id;
}

/** Query parameters a route's page always sends although the schema has them optional, or in another form. */
export function routeQuery(route: string, demo: DemoValues): Record<string, string | number> {
  const months = { from: demo.yearStart.slice(0, 7), to: demo.month };
  const asked: Record<string, Record<string, string | number>> = {
    '/api/employees/payroll': months,
    '/api/employees/personal-report/{id}': months,
    // The final report shows one section at a time (a whole school is too long a page).
    '/api/results/next': { sectionId: demo.section.id },
    // The report lists at most 50 students; the page asks for its default 5.
    '/api/students/performance/report': { class_id: demo.section.class_id as number, limit: 5 },
    ...(demo.transferred && { '/api/students/transfer': { studentId: demo.transferred.id } }),
    '/api/timetable/week': { section_id: demo.section.id },
  };
  return asked[route] ?? {};
}

/** A value for a path or query parameter by its name, or undefined to leave it out. */
export function paramValue(name: string, demo: DemoValues): string | undefined {
  const values: Record<string, string | number> = {
    page: 1, limit: 100,
    from: demo.yearStart, to: demo.today, start: demo.yearStart, end: demo.today,
    date: demo.schoolDay, month: demo.month,
    sectionId: demo.section.id, section_id: demo.section.id,
    examId: demo.examId, exam_id: demo.examId, accademicId: demo.yearId,
    examSubjectId: demo.examSubjectId,
    studentId: demo.student.id, student_id: demo.student.id,
    q: 'ann', search: 'ann',
    status: 'Active',
    lastDay: 91, times: 1,
  };
  const value = values[name];
  return value === undefined ? undefined : String(value);
}
