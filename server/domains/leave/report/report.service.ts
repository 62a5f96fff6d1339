import { and, asc, between, desc, eq, sql } from 'drizzle-orm';
import { countDays, leaveDays, type LeaveReport } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { coverAssignments, employees, leaveRequests } from '../../../db/schema';
import { addDays } from '../../../lib/days';
import { schoolCalendar } from '../calendar';
import { balancesOf, employeeNameSql, typesOfYear } from '../requests/balances.service';
import { leaveYear, type LeaveYear } from '../requests/leave-years';

/** The months of a year, `YYYY-MM`, from its first day's month to its last's. */
function monthsOf(year: LeaveYear): string[] {
  const months: string[] = [];
  for (let day = `${year.start_date.slice(0, 7)}-01`; day <= year.end_date; day = addDays(day, 32).slice(0, 7) + '-01') months.push(day.slice(0, 7));
  return months;
}

/** Approved days of the year falling in each month, per type, counted day by day in the school's calendar. */
async function daysByMonth(db: DbOrTx, schoolId: number, year: LeaveYear, typeIds: number[]): Promise<LeaveReport['months']> {
  const [approved, calendar] = await Promise.all([
    db
      .select({
        type_id: leaveRequests.leaveTypeId,
        start_date: leaveRequests.startDate,
        end_date: leaveRequests.endDate,
        half_first_day: leaveRequests.halfFirstDay,
        half_last_day: leaveRequests.halfLastDay,
      })
      .from(leaveRequests)
      .where(and(eq(leaveRequests.schoolId, schoolId), eq(leaveRequests.academicYearId, year.id), eq(leaveRequests.status, 'Approved'))),
    schoolCalendar(db, schoolId, year.start_date, year.end_date),
  ]);
  const counted = new Map<string, number>();
  for (const r of approved) {
    for (const d of leaveDays(r, calendar)) {
      const k = `${d.date.slice(0, 7)}|${r.type_id}`;
      counted.set(k, (counted.get(k) ?? 0) + countDays([d]));
    }
  }
  return monthsOf(year).map((month) => {
    const by_type = typeIds.map((id) => ({ leave_type_id: id, days: counted.get(`${month}|${id}`) ?? 0 }));
    return { month, by_type, days: by_type.reduce((sum, t) => sum + t.days, 0) };
  });
}

/** Lessons each teacher covered in the year, most first. */
function coverGiven(db: DbOrTx, schoolId: number, year: LeaveYear): Promise<LeaveReport['cover']> {
  const lessons = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ teacher_id: coverAssignments.teacherId, teacher_name: employeeNameSql, lessons })
    .from(coverAssignments)
    .innerJoin(employees, eq(employees.id, coverAssignments.teacherId))
    .where(and(eq(coverAssignments.schoolId, schoolId), between(coverAssignments.coverDate, year.start_date, year.end_date)))
    .groupBy(coverAssignments.teacherId, employees.firstName, employees.lastName)
    .orderBy(desc(lessons), asc(employeeNameSql), asc(coverAssignments.teacherId));
}

/** `GET /employees/leave/report`: taken and left per employee and type, approved days by month, and cover given, for a year. */
export async function leaveReport(db: DbOrTx, schoolId: number, query: { academic_year_id?: number }): Promise<LeaveReport> {
  const year = await leaveYear(db, schoolId, query.academic_year_id);
  const [types, balances, cover] = await Promise.all([typesOfYear(db, schoolId, year.id), balancesOf(db, schoolId, year), coverGiven(db, schoolId, year)]);
  const byEmployee = new Map<number, LeaveReport['employees'][number]>();
  for (const b of balances) {
    let row = byEmployee.get(b.employee_id);
    if (!row) byEmployee.set(b.employee_id, (row = { employee_id: b.employee_id, employee_name: b.employee_name, employee_number: b.employee_number, by_type: [], taken: 0 }));
    row.by_type.push({ leave_type_id: b.leave_type_id, taken: b.taken, left: b.left });
    row.taken += b.taken;
  }
  return {
    academic_year: year,
    types: types.map((t) => ({ id: t.id, name: t.name, paid: t.paid })),
    employees: [...byEmployee.values()],
    months: await daysByMonth(db, schoolId, year, types.map((t) => t.id)),
    cover,
  };
}
