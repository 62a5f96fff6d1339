import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_ROLE_ID, PRIVILEGE_MODULES, formatCount, type Privilege, type PrivilegeHolder } from '@contract';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { dashQueryOptions, type DashCounts } from '../api/dash-query';
import { AttendanceToday } from './attendance-today';
import { UpcomingExams } from './upcoming-exams';
import { FinancePanel } from './finance-panel';
import { MyClasses } from './my-classes';
import { Placeholder } from './placeholder';
import { StudentsByClass } from './students-by-class';

/** Each card needs the privilege the server counts it with (server/domains/dashboard), so the cards are known before the counts. */
const CARDS: { label: string; privilege: Privilege; pick: (c: DashCounts) => number | null | undefined }[] = [
  { label: 'Students', privilege: 'list-student', pick: (c) => c.students?.total },
  { label: 'Employees', privilege: 'list-employee', pick: (c) => c.employees?.total },
  { label: 'Teachers', privilege: 'list-employee', pick: (c) => c.employees?.teacher },
  { label: 'Classes', privilege: 'list-class', pick: (c) => c.classes },
  { label: 'Sections', privilege: 'list-section', pick: (c) => c.sections },
  { label: 'Subjects', privilege: 'list-subject', pick: (c) => c.subjects },
  { label: 'Rooms', privilege: 'list-room', pick: (c) => c.rooms },
  { label: 'Parents', privilege: 'list-parents', pick: (c) => c.parents },
];

/** The counts the class rule narrows: only beside these does the card say so. */
const CLASS_BOUND = new Set(['Students', 'Classes', 'Sections']);

export interface DashCountsCardProps {
  user: PrivilegeHolder & { classes: number[] };
  academicName: string;
  /** The bursar's fee card, shown in the finance note's place. */
  financeCard?: ReactNode;
}

/**
 * What the user works on (issue 10): the counts they may list, scoped to their classes unless
 * Admin; today's registers (issue 14); a teacher's own sections; a finance holder's note until
 * the finance pages exist.
 * Deliberately not a loader query: the counts are not saved for offline use, and the dashboard
 * must still open offline, with a clear note here instead.
 *
 * While the counts load, the cards and panels they will fill are already laid out (which ones
 * follows from the user's privileges, as on the server), with placeholders the size of the
 * figures, so nothing below moves when they arrive.
 */
export function DashCountsCard({ user, academicName, financeCard }: DashCountsCardProps) {
  const online = useOnline();
  const { data, error, isPending } = useQuery(dashQueryOptions());
  const admin = user.role_id === ADMIN_ROLE_ID;
  const loading = !data && isPending && online && !error;
  const scope = data?.scope ?? (admin ? 'school' : 'classes');
  // A count of nothing says nothing (a new school's eight zeros): only what exists is shown.
  const cards: { label: string; value: number | null }[] = data
    ? CARDS.map((card) => ({ label: card.label, value: card.pick(data) ?? null })).filter((c) => c.value != null && c.value > 0)
    : CARDS.filter((card) => can(user, card.privilege)).map((card) => ({ label: card.label, value: null }));
  // Fees need pupils: until some are admitted, the fee card's "Generate this month's fees" cannot
  // work, and a chart of no pupils says nothing. No sections: no registers card; no exam: no exams card.
  const hasPupils = data ? data.setup.find((s) => s.step === 'pupils')?.done !== false : true;
  // The section table is a teacher's (they enter marks): the office and the bursar, bound to every class, get the counts above.
  const teaches = can(user, 'exam-entry');
  // An Admin holds every privilege; the finance note is for the people finance is their work.
  const finance = !admin && PRIVILEGE_MODULES.Finance.some((p) => can(user, p));
  // Laid out before the counts arrive, like the cards: the server counts today's registers for any attendance privilege.
  const attendance = PRIVILEGE_MODULES.Attendance.some((p) => can(user, p));
  const exams = PRIVILEGE_MODULES.Exams.some((p) => can(user, p));
  const status = !online ? 'Counts need a connection; they are not saved on this device.' : error ? errorMessage(error) : '';

  return (
    <>
      {cards.length > 0 ? (
        <section aria-labelledby="school-counts" aria-busy={loading || undefined} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <h2 id="school-counts" className="text-base font-semibold text-slate-900">
            At a glance
          </h2>
          {scope === 'classes' && (data || loading) && cards.some((c) => CLASS_BOUND.has(c.label)) ? (
            <p className="mt-1 text-sm text-slate-600">Classes, sections and students count only the classes assigned to you{academicName ? ` in ${academicName}` : ''}.</p>
          ) : null}
          {data || loading ? (
            <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
              {cards.map((card) => (
                <div key={card.label} className="rounded-lg bg-slate-50 px-3 py-2 ring-1 ring-slate-100">
                  <dt className="text-xs font-medium text-slate-600">{card.label}</dt>
                  <dd className="text-xl font-semibold text-slate-900">{card.value == null ? <Placeholder /> : formatCount(card.value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p className="mt-2 text-sm text-slate-600" role={error ? 'status' : undefined}>
              {status}
            </p>
          )}
        </section>
      ) : null}
      {attendance && (loading || (data && data.attendance?.sections !== 0)) ? (
        <AttendanceToday attendance={data ? (data.attendance ?? null) : undefined} canTake={can(user, 'generate-attendance')} canView={can(user, 'view-attendance')} />
      ) : null}
      {exams && (loading || data?.ready.exams) ? <UpcomingExams exams={data ? (data.exams ?? []) : undefined} canEnter={can(user, 'exam-entry')} /> : null}
      {scope === 'school' && (data ? data.students && hasPupils : loading && can(user, 'list-student')) ? <StudentsByClass students={data?.students ?? null} /> : null}
      {scope === 'classes' && teaches && user.classes.length > 0 && (data || loading) ? (
        <MyClasses sections={data?.my_sections ?? null} expected={user.classes.length} canOpenRoster={can(user, 'list-student')} academicName={academicName} />
      ) : null}
      {hasPupils ? (financeCard ?? (finance ? <FinancePanel /> : null)) : null}
    </>
  );
}
