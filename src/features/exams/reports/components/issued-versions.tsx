import { useQuery } from '@tanstack/react-query';
import type { IssuedCardSummary } from '@contract';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/lib/http-error';
import { issuedCardsQueryOptions } from '../api/reports';
import { plural } from '../lib/cards';

export interface IssuedVersionsProps {
  examId: number;
  sectionId: number;
  /** Only this student's versions, when one student is shown. */
  studentId?: number;
  timeZone: string;
  /** The version open now, if any. */
  openId?: number;
  onOpen: (id: number) => void;
}

/** "Version 2 · issued 3 Dec 2026, 14:05 by Mary Wanjiku". */
export const versionLine = (v: Pick<IssuedCardSummary, 'version' | 'issued_at' | 'issued_by_name'>, timeZone: string) =>
  `Version ${v.version} · issued ${formatDateTime(v.issued_at, timeZone)} by ${v.issued_by_name}`;

/**
 * Every card issued for the section and exam, newest version first per student. Any version
 * opens read-only, as it was issued. Folded away by default: the cards are the page.
 */
export function IssuedVersions({ examId, sectionId, studentId, timeZone, openId, onOpen }: IssuedVersionsProps) {
  const query = useQuery(issuedCardsQueryOptions(examId, sectionId));
  const rows = (query.data ?? []).filter((r) => studentId === undefined || r.student_id === studentId);
  const students = new Set(rows.map((r) => r.student_id)).size;
  let summary = 'Loading…';
  if (query.isError) summary = 'could not be read';
  else if (query.data) summary = rows.length ? `${plural(students, 'student')}, ${plural(rows.length, 'version')}` : 'none yet';

  return (
    <details className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200 print:hidden">
      <summary className="cursor-pointer rounded-xl px-4 py-3 text-sm font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600">
        Issued versions <span className="font-normal text-slate-600">· {summary}</span>
      </summary>
      <div className="border-t border-slate-200 p-4">
        {query.isError ? (
          <p role="alert" className="text-sm text-red-800">
            The issued versions could not be read: {errorMessage(query.error)}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-sm text-slate-700">{query.data ? 'No card has been issued yet. Issue report cards freezes them as they are now.' : 'Loading…'}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Issued report cards, newest version first for each student</caption>
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">Student</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Version</th>
                  <th scope="col" className="px-3 py-2 font-semibold"><span className="sr-only">Open</span></th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id} className={`border-b border-slate-100 last:border-0 ${r.id === openId ? 'bg-brand-50' : ''}`}>
                    <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                      {r.fullname}
                    </th>
                    <td className="px-3 py-2 text-slate-800">
                      {versionLine(r, timeZone)}
                      {r.latest ? <span className="ml-2 inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Latest</span> : null}
                    </td>
                    <td className="px-3 py-2 text-right">
                      <Button variant="secondary" className="px-3 py-1" aria-label={`Open version ${r.version} of ${r.fullname}'s card`} aria-pressed={r.id === openId} onClick={() => onOpen(r.id)}>
                        Open
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </details>
  );
}
