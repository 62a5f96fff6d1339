import { and, asc, eq } from 'drizzle-orm';
import { countDays, leaveDays, weekdayOf, type LeaveState } from '@contract';
import { employees, leaveRequests, leaveSettings, leaveTypes } from '../../db/schema';
import { addDays } from '../../lib/days';
import { atSchool, halfTermBreak } from './calendar';
import { seeded } from './names';
import type { DemoContext } from './types';

/** The kinds of leave a Kenyan school gives, as the demo's Settings › Leave types shows them. */
const TYPES = [
  { name: 'Annual leave', daysPerYear: 21, paid: true, carriesOver: true },
  { name: 'Sick leave', daysPerYear: 14, paid: true, carriesOver: false },
  { name: 'Compassionate leave', daysPerYear: 5, paid: true, carriesOver: false },
  { name: 'Maternity leave', daysPerYear: 90, paid: true, carriesOver: false },
  { name: 'Unpaid leave', daysPerYear: null, paid: false, carriesOver: false },
] as const;
type TypeName = (typeof TYPES)[number]['name'];

interface Planned {
  employeeId: number;
  type: TypeName;
  start: string;
  end: string;
  halfFirst?: boolean;
  halfLast?: boolean;
  reason: string;
  status: LeaveState;
  note?: string;
}

/**
 * A term of staff leave, seeded before payroll so the months' runs take the unpaid days: sick
 * days through the term (more of them among teachers), compassionate and annual leave, a few
 * days of unpaid leave in each past month, one request refused, and requests for the coming
 * weeks waiting for the head teacher. The demo teacher had a sick day and has asked for leave.
 * Two teachers are off on the next school day, so Timetable › Cover has lessons to arrange.
 */
export async function seedLeave(ctx: DemoContext): Promise<void> {
  const rnd = seeded(35);
  const { tx, schoolId } = ctx;
  const typeRows = await tx
    .insert(leaveTypes)
    .values(TYPES.map((t) => ({ schoolId, name: t.name, daysPerYear: t.daysPerYear, paid: t.paid, carriesOver: t.carriesOver, needsApproval: true })))
    .returning({ id: leaveTypes.id, name: leaveTypes.name });
  const typeId = new Map(typeRows.map((t) => [t.name, t.id]));
  await tx.insert(leaveSettings).values({ schoolId, unpaidDayBasis: 'school-days' });

  const staff = await tx
    .select({ id: employees.id, type: employees.type })
    .from(employees)
    .where(and(eq(employees.schoolId, schoolId), eq(employees.status, 'Active')))
    .orderBy(asc(employees.id));
  const teachers = staff.filter((s) => s.type === 'teacher').map((s) => s.id);
  const office = staff.filter((s) => s.type !== 'teacher').map((s) => s.id);
  const demoTeacher = ctx.teacherIds[0]!;
  const others = teachers.filter((id) => id !== demoTeacher);

  // The attendance area writes the half-term break later; leave keeps off it as the school would.
  const halfTerm = halfTermBreak(ctx.academicYearStart);
  const open = (day: string) => weekdayOf(day) <= 5 && (day < halfTerm.start || day > halfTerm.end);
  const schoolDaysFrom = (from: string, count: number) => {
    const days: string[] = [];
    for (let d = from; days.length < count; d = addDays(d, 1)) if (open(d)) days.push(d);
    return days;
  };
  /** A school day `count` school days long from the first open day on or after `from`. */
  const span = (from: string, count: number) => {
    const days = schoolDaysFrom(from, count);
    return { start: days[0]!, end: days.at(-1)! };
  };
  const termStart = ctx.academicYearStart;
  const daysSinceStart = Math.round((Date.parse(ctx.today) - Date.parse(termStart)) / 86_400_000);
  const pastDay = () => addDays(termStart, rnd.int(3, Math.max(4, daysSinceStart - 10)));
  const next = schoolDaysFrom(addDays(ctx.today, 1), 15);

  const planned: Planned[] = [];
  const sick = ['Flu', 'Fever; a doctor\'s note was handed in', 'Stomach upset', 'Back pain', 'Malaria; a doctor\'s note was handed in', 'Dental surgery'];
  for (let i = 0; i < 16; i++) {
    const employeeId = i < 11 ? others[(i * 3) % others.length]! : office[i % office.length]!;
    planned.push({ employeeId, type: 'Sick leave', ...span(pastDay(), rnd.pick([1, 1, 2, 2, 3])), reason: rnd.pick(sick), status: 'Approved' });
  }
  for (let i = 0; i < 4; i++) {
    planned.push({ employeeId: others[(i * 7 + 2) % others.length]!, type: 'Compassionate leave', ...span(pastDay(), rnd.pick([2, 3])), reason: rnd.pick(['Funeral of a parent', 'Funeral of a grandparent', 'A family emergency upcountry']), status: 'Approved' });
  }
  for (let i = 0; i < 5; i++) {
    planned.push({ employeeId: office[(i * 2 + 1) % office.length]!, type: 'Annual leave', ...span(pastDay(), rnd.pick([2, 3, 5])), reason: 'Family visit', status: 'Approved' });
  }
  // Unpaid days in each month of the term so far: each payroll run takes them.
  // Early in each month, so each is approved before that month's run is generated on the 25th.
  for (const [i, employeeId] of [office[0]!, others[5]!, office[3]!].entries()) {
    const from = addDays(termStart, [8, 38, 62][i]!);
    if (from >= ctx.today) break;
    planned.push({ employeeId, type: 'Unpaid leave', ...span(from, i === 1 ? 1 : 2), halfLast: i === 2, reason: rnd.pick(['Personal matters', 'Wedding upcountry', 'Moving house']), status: 'Approved' });
  }
  planned.push({ employeeId: demoTeacher, type: 'Sick leave', ...span(addDays(ctx.today, -20), 1), reason: 'Flu', status: 'Approved' });
  planned.push({ employeeId: others[3]!, type: 'Annual leave', ...span(addDays(ctx.today, -12), 3), reason: 'A family wedding', status: 'Refused', note: 'Mid-term exams that week: every teacher is needed. Please ask again for the holiday.' });
  // Off on the next school day: one teacher for two days, one for the morning only.
  planned.push({ employeeId: others[0]!, type: 'Sick leave', start: next[0]!, end: next[1]!, reason: 'Hospital appointment and a day to recover', status: 'Approved' });
  planned.push({ employeeId: others[1]!, type: 'Compassionate leave', start: next[0]!, end: next[0]!, halfLast: true, reason: 'A relative\'s burial in the morning', status: 'Approved' });
  // Waiting for the head teacher.
  planned.push({ employeeId: demoTeacher, type: 'Annual leave', start: next[8]!, end: next[9]!, reason: 'My sister\'s graduation in Kisumu', status: 'Requested' });
  planned.push({ employeeId: others[9]!, type: 'Sick leave', start: next[2]!, end: next[2]!, reason: 'Minor surgery', status: 'Requested' });
  planned.push({ employeeId: office[2]!, type: 'Unpaid leave', start: next[4]!, end: next[5]!, reason: 'Helping my parents move', status: 'Requested' });

  const calendar = { weekdays: [1, 2, 3, 4, 5], holidays: [halfTerm] };
  const head = ctx.userIds.head ?? ctx.adminId;
  const secretary = ctx.userIds.secretary ?? ctx.adminId;
  const teacherUser = ctx.userIds.teacher;
  await tx.insert(leaveRequests).values(
    planned.map((p) => {
      const spanOf = { start_date: p.start, end_date: p.end, half_first_day: p.halfFirst ?? false, half_last_day: p.halfLast ?? false };
      // Asked for a few days before; decided the next morning.
      const asked = atSchool(addDays(p.start < ctx.today ? p.start : ctx.today, p.start < ctx.today ? -3 : -1), '08:10');
      const decided = p.status === 'Requested' ? null : atSchool(addDays(p.start < ctx.today ? p.start : ctx.today, p.start < ctx.today ? -2 : 0), '07:45');
      return {
        schoolId,
        employeeId: p.employeeId,
        leaveTypeId: typeId.get(p.type)!,
        academicYearId: ctx.academicYearId,
        startDate: p.start,
        endDate: p.end,
        halfFirstDay: spanOf.half_first_day,
        halfLastDay: spanOf.half_last_day,
        days: countDays(leaveDays(spanOf, calendar)),
        reason: p.reason,
        status: p.status,
        requestedBy: p.employeeId === demoTeacher && teacherUser ? teacherUser : secretary,
        decidedBy: decided ? head : null,
        decidedAt: decided,
        approvedAt: p.status === 'Approved' ? decided : null,
        decisionNote: p.note ?? null,
        createdAt: asked,
      };
    }),
  );
}
