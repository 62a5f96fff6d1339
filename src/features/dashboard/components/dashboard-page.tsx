import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLE_ID, type AcademicYear, type DashCounts, type PrivilegeHolder } from '@contract';
import { SavedMarker } from '@/components/overlays/query-state';
import { buttonClass } from '@/components/ui/button';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { CardSection } from '@/components/layout/card-section';
import { formatDate } from '@/lib/format-date';
import { can } from '@/lib/can';
import { QUICK_LINKS_SHOWN } from '@/components/layout/nav-config';
import { dashQueryOptions } from '../api/dash-query';
import { useFirstVisit } from '../lib/first-visit';
import { DashCountsCard } from './dash-counts';
import { Placeholder } from './placeholder';
import { SetupChecklist, setupPath } from './setup-checklist';
import { WaitingList } from './waiting-list';
import { LessonsToday } from './lessons-today';
import { DashChartsPanel } from './dash-charts';
import { LaggingNote } from '@/components/report/lagging-note';

export interface DashboardPageProps {
  /** The signed-in user: the dashboard shows what their privileges and classes reach. */
  profile: PrivilegeHolder & {
    id?: number;
    fullname: string;
    username: string;
    role: string;
    /** The role's own name ("Bursar"); older saved profiles lack it. */
    role_name?: string;
    school_name: string;
    academic_name: string;
    classes: number[];
    employee_id?: number | null;
    time_zone?: string;
    currency?: string;
  };
  profileSavedAt: number;
  years: AcademicYear[];
  yearsSavedAt: number;
  /** The everyday pages the user can open (nav-filter's quickLinks). */
  quickLinks: { label: string; path: string; group: string }[];
  /** Every page the user can open: the set-up steps link only to these. */
  openPaths?: ReadonlySet<string>;
  /** The bursar's fee card (finance reports), for those who may read it; it takes the finance note's place. */
  financeCard?: ReactNode;
}

/**
 * The quick links shown: the first QUICK_LINKS_SHOWN of those that can work yet. Taking a register
 * needs a section with pupils, exam results an exam, a fee run a class fee, a payment a pupil, an
 * admission a section. Unknown (offline, loading): all can.
 */
export function workingLinks<L extends { path: string }>(links: L[], dash: Pick<DashCounts, 'ready' | 'setup'> | undefined): L[] {
  if (!dash) return links.slice(0, QUICK_LINKS_SHOWN);
  const pupils = dash.setup.find((s) => s.step === 'pupils')?.done !== false;
  const classes = dash.setup.find((s) => s.step === 'classes')?.done !== false;
  const needs: Record<string, boolean> = {
    '/attendance/generate': dash.ready.registers,
    '/attendance/view': dash.ready.registers,
    '/exams/exam-entry': dash.ready.exams,
    '/finance/generate-fee': dash.ready.fees && pupils,
    '/finance/payment': pupils,
    '/students/list': pupils,
    // A pupil is admitted into a section: none can be before a class and its sections exist.
    '/students/add': classes,
    '/students/add-performance': pupils,
    '/students/list-performance': pupils,
    '/finance/student-report': pupils,
    '/finance/class-summary': pupils,
    '/timetable/list': classes,
  };
  return links.filter((l) => needs[l.path] !== false).slice(0, QUICK_LINKS_SHOWN);
}

/** The signed-in home: who and where, a new school's set-up path, what waits, what the user works on, and their quick links. */
export function DashboardPage({ profile, profileSavedAt, years, yearsSavedAt, quickLinks, openPaths, financeCard }: DashboardPageProps) {
  const active = years.find((y) => y.active);
  const first = useFirstVisit(profile.id);
  const dashQuery = useQuery(dashQueryOptions());
  const dash = dashQuery.data;
  // Until the first answer, the cards that depend on it (the set-up path, what waits) would
  // appear above the others and push them down the screen: the rest waits for it with them.
  const settling = dashQuery.isPending && dashQuery.fetchStatus === 'fetching';
  const admin = profile.role_id === ADMIN_ROLE_ID;
  const canOpen = (path: string) => admin || Boolean(openPaths?.has(path));
  // The set-up path is for those who can do one of its steps still to do.
  const showSetup = Boolean(dash?.setup.some((s) => !s.done && canOpen(setupPath(s.step))));
  const links = workingLinks(quickLinks, dash);
  const roleName = profile.role_name ?? profile.role;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section aria-labelledby="welcome" className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id="welcome" className="text-xl font-bold text-slate-900">
            {first ? 'Welcome' : 'Welcome back'}, {profile.fullname || profile.username}
          </h2>
          <SavedMarker updatedAt={profileSavedAt} />
        </div>
        <p className="mt-1 text-sm text-slate-700">
          <span className="font-medium">{roleName}</span> · {profile.school_name} ·{' '}
          {profile.academic_name ? (
            <>
              {profile.academic_name}
              {active ? <span className="text-slate-600"> ({formatDate(active.start_date)} – {formatDate(active.end_date)})</span> : null}
            </>
          ) : (
            'No active academic year'
          )}
        </p>
      </section>

      <LaggingNote timeZone={profile.time_zone} onRefresh={() => void dashQuery.refetch()} />

      {settling ? (
        <section aria-busy="true" aria-label="Your dashboard" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <Placeholder className="w-48" />
        </section>
      ) : (
        <>
          {showSetup ? <SetupChecklist steps={dash!.setup} canOpen={canOpen} /> : null}

          {/* While a new school is being set up and nothing waits, the set-up path says what to do next. */}
          {dash && (dash.waiting.length > 0 || !showSetup) ? <WaitingList items={dash.waiting} currency={profile.currency ?? ''} /> : null}

          {profile.employee_id && can(profile, 'list-timetable') ? <LessonsToday teacherId={profile.employee_id} timeZone={profile.time_zone ?? ''} /> : null}

          <DashCountsCard user={profile} academicName={profile.academic_name} financeCard={financeCard} />

          <DashChartsPanel currency={profile.currency ?? ''} />

          <div className="grid gap-6 desk:grid-cols-2">
            <CardSection title="Quick links" className="render-when-near">
              {links.length > 0 ? (
                <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                  {links.map((l) => (
                    <li key={l.path}>
                      <a href={`#${l.path}`} className="block rounded-md border border-slate-200 px-3 py-2 text-sm hover:border-brand-300 hover:bg-brand-50">
                        <span className="block text-xs text-slate-600">{l.group}</span>
                        <span className="font-medium text-slate-900">{l.label}</span>
                      </a>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-2 text-sm text-slate-600">The pages you use every day will be listed here once they can work.</p>
              )}
              {links.length > 0 && <p className="mt-3 text-sm text-slate-600">Every other page you can open is in the menu.</p>}
              <div className="mt-4 border-t border-slate-100 pt-4">
                <a href="#/change-password" className={buttonClass('secondary')}>
                  Change Password
                </a>
              </div>
            </CardSection>

            <CardSection title="Academic years" action={<SavedMarker updatedAt={yearsSavedAt} />} className="render-when-near">
              {years.length === 0 ? (
                <p className="mt-2 text-sm text-slate-600">No academic years yet.</p>
              ) : (
                <table className="mt-4 w-full text-left text-sm">
                  <ColumnHeads row="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600" cell="py-2 pr-2 last:pr-0" heads={['Name', 'Starts', 'Ends', 'Status']} />
                  <tbody>
                    {years.map((y) => (
                      <tr key={y.id} className="border-b border-slate-100 last:border-0">
                        <td className="py-2 pr-2 font-medium text-slate-900">{y.name}</td>
                        <td className="py-2 pr-2 text-slate-700">{formatDate(y.start_date)}</td>
                        <td className="py-2 pr-2 text-slate-700">{formatDate(y.end_date)}</td>
                        <td className="py-2">
                          {y.active ? (
                            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Active</span>
                          ) : (
                            <span className="text-xs text-slate-600">—</span>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </CardSection>
          </div>
        </>
      )}
    </div>
  );
}
