import { memo } from 'react';
import type { FinalStudent, FinalSubject } from '@contract';
import { percentText } from '../lib/cards';
import { countsLine, subjectText, type FinalSection } from '../lib/final';
import { OutcomeBadge } from './outcome-badge';
import { ScrollRegion } from '@/components/layout/scroll-region';

const cell = 'px-2 py-1.5';
// The name stays in view while the subjects scroll sideways; opaque, so the marks pass under it.
const nameCell = `${cell} sticky left-0 z-10 border-r border-slate-200 print:static print:border-0`;

function SubjectCell({ s, precision }: { s: FinalSubject | undefined; precision: number }) {
  const failed = s?.passed === false;
  const tone = failed ? 'bg-red-50 font-semibold text-red-800 print:bg-transparent' : s?.missing ? 'italic text-amber-900' : s?.percent == null ? 'text-slate-600' : '';
  return (
    <td className={`${cell} whitespace-nowrap text-right tabular-nums ${tone}`} title={s?.missing ? 'Absent from every exam of the subject: incomplete' : undefined}>
      {subjectText(s, precision)}
      {failed ? <span className="sr-only"> (failed)</span> : null}
    </td>
  );
}

function StudentRow({ st, subjects, precision }: { st: FinalStudent; subjects: FinalSection['subjects']; precision: number }) {
  return (
    <tr className="group border-b border-slate-100 last:border-0 hover:bg-slate-50 print:break-inside-avoid">
      <th scope="row" className={`${nameCell} bg-white text-left font-medium text-slate-900 group-hover:bg-slate-50`}>
        <span className="block desk:whitespace-nowrap">{st.fullname}</span>
        <span className="block text-xs font-normal text-slate-600">{st.admission_no}</span>
      </th>
      {subjects.map((sub) => (
        <SubjectCell key={sub.id} s={st.subjects.find((x) => x.subject_id === sub.id)} precision={precision} />
      ))}
      <td className={`${cell} text-right font-semibold tabular-nums`}>{percentText(st.percent, precision)}</td>
      <td className={`${cell} text-center font-semibold`}>{st.grade ?? '—'}</td>
      <td className={`${cell} text-right tabular-nums`}>{st.rank ?? '—'}</td>
      <td className={cell}>
        <OutcomeBadge outcome={st.outcome} />
      </td>
      <td className={`${cell} min-w-56 text-xs text-red-800`}>{st.failed_subjects.join(', ')}</td>
    </tr>
  );
}

/** One section of the final report: a row per student, a column per subject, the outcome and what failed. */
export const FinalSectionTable = memo(function FinalSectionTable({ section, precision }: { section: FinalSection; precision: number }) {
  const caption = `Final results of ${section.name}`;
  return (
    <section aria-labelledby={`final-section-${section.id}`} className="space-y-2">
      <h3 id={`final-section-${section.id}`} className="flex flex-wrap items-baseline gap-x-3 text-sm font-semibold text-slate-900 print:break-after-avoid">
        {section.name}
        <span className="font-normal text-slate-700">{countsLine(section.students)}</span>
      </h3>
      {/* Positioned, so the cells' screen-reader text (absolutely placed) scrolls inside it rather than widening the page. */}
      <ScrollRegion label={caption} className="relative overflow-x-auto rounded-md ring-1 ring-slate-200 print:overflow-visible print:ring-0">
        <table className="w-full text-left text-sm print:text-xs">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 print:bg-transparent">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600 print:border-slate-500">
              <th scope="col" className={`${nameCell} bg-slate-50 font-semibold print:bg-transparent`}>Student</th>
              {section.subjects.map((sub) => (
                <th key={sub.id} scope="col" className={`${cell} text-right font-semibold`}>
                  {sub.name}
                </th>
              ))}
              <th scope="col" className={`${cell} text-right font-semibold`}>Overall</th>
              <th scope="col" className={`${cell} text-center font-semibold`}>Grade</th>
              <th scope="col" className={`${cell} text-right font-semibold`}>Rank</th>
              <th scope="col" className={`${cell} font-semibold`}>Outcome</th>
              <th scope="col" className={`${cell} font-semibold`}>Failed subjects</th>
            </tr>
          </thead>
          <tbody>
            {section.students.map((st) => (
              <StudentRow key={st.student_id} st={st} subjects={section.subjects} precision={precision} />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
});
