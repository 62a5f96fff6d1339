import { memo, type ReactNode } from 'react';
import type { CardSubject, Exam, GradingScale, ReportCard } from '@contract';
import { formatDate } from '@/lib/format-date';
import { attendanceText, marksText, paperMarks, percentText, positionText, satText, scaleOf } from './card-text';
import { GradingKey } from './grading-key';

export interface CardHeading {
  school_name: string;
  /** The exam's type, year and dates, when the reader has them (the family portal's issued card may not). */
  exam: Pick<Exam, 'name'> & Partial<Pick<Exam, 'academic_year_name' | 'exam_type_name' | 'start_date' | 'end_date'>>;
}

export interface ReportCardSheetProps {
  card: ReportCard;
  heading: CardHeading;
  grading: GradingScale[];
  treatment: string;
  /** A line across the card's top: "Provisional…" for an open exam, the version of an issued copy. */
  stamp?: ReactNode;
  /** Fold the %, point and remark columns into the others on a phone's width (see WIDE). */
  folds?: boolean;
}

const cell = 'px-2 py-1.5';
const num = `${cell} text-right tabular-nums whitespace-nowrap`;
/**
 * A card that `folds` (the family portal's, read on a phone): below the `sm` width the %, point
 * and remark columns fold into the subject, marks and grade cells, so it fits 375 px without
 * scrolling sideways. From `sm` up, and on paper, it is the full six-column table. A card that
 * does not fold (the staff's) is the table at every width.
 */
const WIDE = 'max-sm:hidden';
const PHONE_LINE = 'block text-xs font-normal not-italic text-slate-700 sm:hidden';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-900">{children}</dd>
    </div>
  );
}

/** The folding card's classes: the wide-only cells, and the phone-only line a folded figure moves to (or nothing). */
const foldsOf = (folds: boolean | undefined) => ({ wide: folds ? WIDE : '', phone: folds ? PHONE_LINE : null });

function PaperRow({ s, grading, folds }: { s: CardSubject; grading: GradingScale[]; folds?: boolean }) {
  const { wide, phone } = foldsOf(folds);
  const marked = s.state === 'marked';
  const precision = scaleOf(grading, s.grading_system_id)?.precision ?? 0;
  // Absent and Exempt are words in the marks cell, never a 0; their other cells are empty.
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className={`${cell} text-left font-medium`}>
        {s.subject_name}
        {phone && s.remark ? <span className={phone}>{s.remark}</span> : null}
      </th>
      <td className={`${num} ${marked ? '' : 'italic text-slate-700'}`}>
        {paperMarks(s)}
        {phone && marked ? <span className={phone}>{percentText(s.percent, precision)}</span> : null}
      </td>
      <td className={`${num} ${wide}`}>{marked ? percentText(s.percent, precision) : ''}</td>
      <td className={`${cell} text-center font-semibold ${s.passed === false ? 'text-red-800' : ''}`}>
        {marked ? (s.grade ?? '—') : ''}
        {phone && marked && s.point != null ? (
          <span className={phone}>
            {marksText(s.point)} pt{s.point === 1 ? '' : 's'}
          </span>
        ) : null}
      </td>
      <td className={`${num} ${wide}`}>{marked && s.point != null ? marksText(s.point) : ''}</td>
      <td className={`${cell} text-slate-800 ${wide}`}>{s.remark ?? ''}</td>
    </tr>
  );
}

/**
 * One student's report card, laid out for one sheet of A4: each card but the last breaks the
 * page after it. Plain markup, drawn once per card (memo), so a section of forty prints fast.
 */
export const ReportCardSheet = memo(function ReportCardSheet({ card, heading, grading, treatment, stamp, folds }: ReportCardSheetProps) {
  const { wide, phone } = foldsOf(folds);
  const exam = heading.exam;
  const overall = grading[0];
  return (
    <article
      aria-label={`Report card of ${card.student.fullname}`}
      className={`mx-auto w-full max-w-3xl break-inside-avoid rounded-xl bg-white p-6 text-sm text-slate-900 shadow-sm ring-1 ring-slate-200 print:max-w-none print:rounded-none print:p-0 print:shadow-none print:ring-0 [&:not(:last-child)]:break-after-page${folds ? ' max-sm:p-4' : ''}`}
    >
      <header className="flex flex-wrap items-end justify-between gap-4 border-b-2 border-slate-800 pb-3">
        <div className="min-w-0">
          <p className="text-xl font-bold">{heading.school_name}</p>
          <h2 className="text-base font-semibold uppercase tracking-wide">Report card</h2>
        </div>
        <div className="text-right">
          <p className="font-semibold">{exam.name}</p>
          {exam.exam_type_name || exam.academic_year_name ? (
            <p className="text-slate-700">{[exam.exam_type_name, exam.academic_year_name].filter(Boolean).join(' · ')}</p>
          ) : null}
          {exam.start_date && exam.end_date ? (
            <p className="text-xs text-slate-700">
              {formatDate(exam.start_date)} – {formatDate(exam.end_date)}
            </p>
          ) : null}
        </div>
      </header>
      {stamp}

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 print:grid-cols-4">
        <Fact label="Student">{card.student.fullname}</Fact>
        <Fact label="Admission no">{card.student.admission_no}</Fact>
        <Fact label="Class">
          {card.class_name} {card.section_name}
        </Fact>
        <Fact label="Position">{positionText(card)}</Fact>
      </dl>

      <table className="mt-4 w-full border-collapse text-left">
        <caption className="sr-only">Marks of {card.student.fullname} by subject</caption>
        <thead>
          <tr className="border-y border-slate-500 text-xs uppercase tracking-wide text-slate-700">
            <th scope="col" className={`${cell} font-semibold`}>Subject</th>
            <th scope="col" className={`${cell} text-right font-semibold`}>Marks</th>
            <th scope="col" className={`${cell} text-right font-semibold ${wide}`}>%</th>
            <th scope="col" className={`${cell} text-center font-semibold`}>Grade</th>
            <th scope="col" className={`${cell} text-right font-semibold ${wide}`}>Point</th>
            <th scope="col" className={`${cell} font-semibold ${wide}`}>Remark</th>
          </tr>
        </thead>
        <tbody>
          {card.subjects.map((s) => (
            <PaperRow key={s.exam_subject_id} s={s} grading={grading} folds={folds} />
          ))}
        </tbody>
        <tfoot>
          <tr className="border-b-2 border-slate-800 font-bold">
            <th scope="row" className={`${cell} text-left`}>
              Total of papers sat
            </th>
            <td className={num}>
              {card.sat ? `${marksText(card.total_marks)} / ${marksText(card.total_max)}` : '—'}
              {phone ? <span className={phone}>{percentText(card.percent, overall?.precision)}</span> : null}
            </td>
            <td className={`${num} ${wide}`}>{percentText(card.percent, overall?.precision)}</td>
            <td className={`${cell} text-center`}>
              {card.grade ?? '—'}
              {phone && card.mean_point != null ? <span className={phone}>mean point {card.mean_point.toFixed(2)}</span> : null}
            </td>
            <td className={`${num} ${wide}`}>{card.mean_point == null ? '—' : card.mean_point.toFixed(2)}</td>
            <td className={`${cell} text-xs font-normal text-slate-700 ${wide}`}>mean point</td>
          </tr>
        </tfoot>
      </table>

      <p className="mt-3 font-medium">{satText(card)}</p>
      <p className="mt-1 text-xs text-slate-700">{treatment}</p>

      {card.attendance ? (
        <p className="mt-3">
          <span className="font-semibold">Attendance </span>
          {attendanceText(card.attendance)}
        </p>
      ) : null}

      <div className="mt-3 space-y-1">
        <p>
          <span className="font-semibold">Remark: </span>
          {card.grade_remark ?? '—'}
        </p>
        <p>
          <span className="font-semibold">Class teacher&apos;s remark: </span>
          {card.teacher_remark ?? <span className="text-slate-600">none given</span>}
        </p>
      </div>

      <div role="group" aria-label="Grading key" className="mt-4 border-t border-slate-300 pt-2">
        <GradingKey grading={grading} />
      </div>

      <div className="mt-10 grid grid-cols-3 gap-8 text-slate-800">
        <span className="border-t border-slate-500 pt-1">Class teacher</span>
        <span className="border-t border-slate-500 pt-1">Head teacher</span>
        <span className="border-t border-slate-500 pt-1">Parent</span>
      </div>
    </article>
  );
});
