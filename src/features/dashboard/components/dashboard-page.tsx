import type { ReactNode } from 'react';
import type { AcademicYear, PrivilegeHolder } from '@contract';
import { SavedMarker } from '@/components/overlays/query-state';
import { buttonClass } from '@/components/ui/button';
import { ColumnHeads } from '@/components/data-table/column-heads';
import { CardSection } from '@/components/layout/card-section';
import { formatDate } from '@/lib/format-date';
import { can } from '@/lib/can';
import { DashCountsCard } from './dash-counts';
import { LessonsToday } from './lessons-today';

export interface DashboardPageProps {
  /** The signed-in user: the dashboard shows what their privileges and classes reach. */
  profile: PrivilegeHolder & {
    fullname: string;
    username: string;
    role: string;
    school_name: string;
    academic_name: string;
    classes: number[];
    employee_id?: number | null;
    time_zone?: string;
  };
  profileSavedAt: number;
  years: AcademicYear[];
  yearsSavedAt: number;
  /** The everyday pages the user can open (nav-filter's quickLinks). */
  quickLinks: { label: string; path: string; group: string }[];
  /** The bursar's fee card (finance reports), for those who may read it; it takes the finance note's place. */
  financeCard?: ReactNode;
}

/** The signed-in home: the school, the active year, what the user works on and their quick links. */
export function DashboardPage({ profile, profileSavedAt, years, yearsSavedAt, quickLinks, financeCard }: DashboardPageProps) {
  const active = years.find((y) => y.active);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <section aria-labelledby="welcome" className="rounded-xl bg-gradient-to-r from-brand-800 to-brand-600 p-6 text-white shadow-sm">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <p className="text-sm text-brand-100">Welcome back,</p>
            <h2 id="welcome" className="text-2xl font-bold">
              {profile.fullname || profile.username}
            </h2>
          </div>
          <SavedMarker updatedAt={profileSavedAt} />
        </div>
        <p className="mt-2 text-sm text-brand-100">{profile.school_name}</p>
      </section>

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat label="School" value={profile.school_name} />
        <Stat label="Active academic year" value={profile.academic_name || 'None set'} detail={active ? `${formatDate(active.start_date)} – ${formatDate(active.end_date)}` : undefined} />
        <Stat label="Signed in as" value={profile.username} detail={profile.role} />
      </div>

      {profile.employee_id && can(profile, 'list-timetable') ? <LessonsToday teacherId={profile.employee_id} timeZone={profile.time_zone ?? ''} /> : null}

      <DashCountsCard user={profile} academicName={profile.academic_name} financeCard={financeCard} />

      <div className="grid gap-6 desk:grid-cols-2">
        <CardSection title="Quick links" className="render-when-near">
          {quickLinks.length > 0 ? (
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {quickLinks.map((l) => (
                <li key={l.path}>
                  <a href={`#${l.path}`} className="block rounded-md border border-slate-200 px-3 py-2 text-sm hover:border-brand-300 hover:bg-brand-50">
                    <span className="block text-xs text-slate-600">{l.group}</span>
                    <span className="font-medium text-slate-900">{l.label}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-slate-600">The pages you can open will be listed here as they become available.</p>
          )}
          {quickLinks.length > 0 && <p className="mt-3 text-sm text-slate-600">Every other page you can open is in the menu.</p>}
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
    </div>
  );
}

function Stat({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</p>
      <p className="mt-1 truncate text-lg font-semibold text-slate-900">{value}</p>
      {detail ? <p className="mt-0.5 text-sm text-slate-600">{detail}</p> : null}
    </div>
  );
}
