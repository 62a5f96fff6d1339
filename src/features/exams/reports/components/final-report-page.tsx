import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { describeRule, formatCount, type FinalReport, type Profile } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { ReportFrame } from '@/components/report/report-frame';
import { ReportEmpty } from '@/components/report/report-states';
import { SummaryCards } from '@/components/report/summary-cards';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { finalReportQueryOptions, reportExamsQueryOptions, useSectionsOfExams } from '../api/reports';
import { countOutcomes, examsLine, finalCsv, finalFileName, sectionsOf, weightsLine } from '../lib/final';
import { defaultSection, sectionLabel, type FinalReportSearch } from '../lib/search';
import { FinalSectionTable } from './final-section-table';
import { FinalChoice } from './final-choice';
import { GradingKey } from '@/components/print/grading-key';
import { GoToExams } from './go-to-exams';

export interface FinalReportPageProps {
  user: Profile;
  search: FinalReportSearch;
  onSearch: (next: FinalReportSearch) => void;
}

// A subject per column: the page on its side.
const PRINT_CSS = '@media print { @page { size: A4 landscape; margin: 10mm; } body, #main { background: white !important; } }';

function Summary({ report }: { report: FinalReport }) {
  const c = countOutcomes(report.students);
  const cards = [
    { label: 'Students', value: formatCount(report.students.length) },
    { label: 'Pass', value: formatCount(c.pass) },
    { label: 'Fail', value: formatCount(c.fail) },
    { label: 'Incomplete', value: formatCount(c.incomplete) },
  ];
  return <SummaryCards cards={cards} />;
}

function Body({ report }: { report: FinalReport }) {
  const sections = useMemo(() => sectionsOf(report.students), [report]);
  const precision = report.grading?.precision ?? 0;
  return (
    <div className="space-y-5">
      <div className="space-y-1 text-sm text-slate-800">
        <p>
          <span className="font-semibold text-slate-900">Weights: </span>
          {weightsLine(report.types)}
        </p>
        <ul className="text-slate-700">
          {report.types.map((t) => (
            <li key={t.id}>{examsLine(t)}</li>
          ))}
        </ul>
        <p>
          <span className="font-semibold text-slate-900">Rule: </span>
          {report.grading ? `${report.grading.name}. ${describeRule(report.grading)}` : 'No grading system applies yet: percentages are shown without grades.'}
        </p>
        <p className="text-slate-700">{report.treatment}</p>
      </div>
      <Summary report={report} />
      {sections.map((s) => (
        <FinalSectionTable key={s.id} section={s} precision={precision} />
      ))}
      {report.grading ? (
        <section aria-label="Grading key" className="border-t border-slate-200 pt-3 print:break-inside-avoid">
          <GradingKey grading={[report.grading]} />
          <p className="mt-1 text-xs text-slate-700">A subject fails when its final percentage is below its pass mark, combined by the same weights.</p>
        </section>
      ) : null}
    </div>
  );
}

/**
 * Exams › Final Exam Report: the year's exams combined by exam-type weight, per subject and
 * overall, with pass, fail or incomplete, for one section at a time: the user's own class's
 * first, else the first in scope, until another is chosen. A whole school is too long a page.
 */
export function FinalReportPage({ user, search, onSearch }: FinalReportPageProps) {
  const online = useOnline();
  const years = useQuery(yearOptionsQueryOptions());
  const yearId = search.year ?? years.data?.find((y) => y.active)?.id ?? years.data?.[0]?.id;
  const year = years.data?.find((y) => y.id === yearId);
  const exams = useQuery({ ...reportExamsQueryOptions(yearId), enabled: yearId !== undefined });
  // The exams the report counts: all but Pending ones, earliest first.
  const counted = useMemo(() => (exams.data ?? []).filter((e) => e.status !== 'Pending').sort((a, b) => a.start_date.localeCompare(b.start_date)), [exams.data]);
  const sections = useSectionsOfExams(counted.map((e) => e.id));
  // The sections are known once the year's exams are, and those sitting them: only then is the first one known.
  const classes = exams.data ? sections.classes : undefined;
  const sectionId = search.section ?? defaultSection(classes);
  const sectionName = sectionLabel(classes, sectionId);
  const query = useQuery({ ...finalReportQueryOptions({ accademicId: yearId ?? 0, sectionId, examId: search.upTo }), enabled: yearId !== undefined && classes !== undefined });
  const set = (next: Partial<FinalReportSearch>) => onSearch({ ...search, ...next });
  const upToName = counted.find((e) => e.id === search.upTo)?.name;

  let idle: ReactNode;
  if (yearId === undefined) {
    const offline = !online || (years.error instanceof HttpError && years.error.isNetwork);
    if (offline && !years.data) idle = <ReportEmpty>This page needs a connection: the academic years have not been saved on this device yet.</ReportEmpty>;
    else if (years.isError) idle = <ReportEmpty>The academic years could not be read: {errorMessage(years.error)}</ReportEmpty>;
    else if (years.data) idle = <ReportEmpty>No academic year has been set up yet.</ReportEmpty>;
  } else if (exams.isError || sections.error) {
    const failed = exams.error ?? sections.error;
    const offline = !online || (failed instanceof HttpError && failed.isNetwork);
    idle = offline ? (
      <ReportEmpty>This page needs a connection: the year's exams and sections have not been saved on this device yet.</ReportEmpty>
    ) : (
      <ReportEmpty>The year's exams and sections could not be read: {errorMessage(failed)}</ReportEmpty>
    );
  }

  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      <FinalChoice
        years={years.data}
        yearId={yearId}
        onYear={(next) => onSearch({ year: next })}
        classes={classes}
        sectionId={sectionId}
        onSection={(section) => set({ section })}
        exams={exams.data ? counted : undefined}
        upTo={search.upTo}
        onUpTo={(upTo) => set({ upTo })}
      />
      <ReportFrame
        title="Final Exam Report"
        user={user}
        money={false}
        period={`${year?.name ?? 'Academic year'}${upToName ? `, up to ${upToName}` : ''}`}
        details={[sectionName ?? '', query.data?.grading ? query.data.grading.name : ''].filter(Boolean).join(' · ')}
        query={query}
        idle={idle}
        isEmpty={(r) => r.students.length === 0}
        empty={(r) => emptyNote(r, can(user, 'list-exam'))}
        csv={(r) => ({ name: finalFileName(r, sectionName), text: finalCsv(r) })}
      >
        {(r) => <Body report={r} />}
      </ReportFrame>
    </div>
  );
}

function emptyNote(r: FinalReport, mayListExams: boolean): ReactNode {
  const counted = r.types.some((t) => t.exams.length > 0);
  return (
    <>
      {counted
        ? `No student has results in ${r.academic_year.name} in the sections you can see.`
        : `No exam of ${r.academic_year.name} counts yet: the final report combines the year's exams once they are Active or Closed.`}
      {!counted && mayListExams ? (
        <GoToExams />
      ) : null}
    </>
  );
}
