import { useQuery } from '@tanstack/react-query';
import { memo, useMemo, useState } from 'react';
import type { Exam, Profile, ReportCards } from '@contract';
import { ReportEmpty, ReportProblem, ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { reportCardsQueryOptions, useIssueCards } from '../api/reports';
import { plural } from '../lib/cards';
import { IssueCardsDialog } from './issue-cards';
import { IssuedCardView } from './issued-card-view';
import { IssuedVersions } from './issued-versions';
import { ReportCardSheet, type CardHeading } from '@/components/print/report-card-sheet';

export interface CardsPanelProps {
  user: Profile;
  exam: Exam;
  sectionId: number;
  studentId?: number;
  /** "Grade 7 North", from the section choice. */
  sectionName: string | undefined;
  issuedId?: number;
  onIssued: (id: number | undefined) => void;
  print?: () => void;
}

// One card per sheet: each card but the last breaks the page after it (report-card.tsx).
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 12mm; }
  body, #main { background: white !important; }
}`;

/** The cards, drawn again only when the data changes: opening a dialog must not redraw forty cards. */
const Cards = memo(function Cards({ data }: { data: ReportCards }) {
  const heading: CardHeading = useMemo(() => ({ school_name: data.school_name, exam: data.exam }), [data]);
  // Marks of an exam still open can change: a card printed now says so.
  const stamp = useMemo(
    () =>
      data.exam.status === 'Closed' ? undefined : (
        <p className="mt-3 rounded-md border-2 border-amber-600 px-3 py-1 text-center text-xs font-bold uppercase tracking-wide text-amber-900">
          Provisional: {data.exam.name} is still {data.exam.status.toLowerCase()}
        </p>
      ),
    [data.exam],
  );
  return (
    <div className="space-y-6 print:space-y-0">
      {data.cards.map((card) => (
        <ReportCardSheet key={card.student.id} card={card} heading={heading} grading={data.grading} treatment={data.treatment} stamp={stamp} />
      ))}
    </div>
  );
});

/**
 * Report cards: the section's (or one student's), one per printed A4 page; issuing freezes them,
 * and any issued version opens read-only.
 */
export function CardsPanel({ user, exam, sectionId, studentId, sectionName, issuedId, onIssued, print = () => window.print() }: CardsPanelProps) {
  const query = useQuery(reportCardsQueryOptions(exam.id, sectionId, studentId));
  const [confirming, setConfirming] = useState(false);
  const issue = useIssueCards(() => setConfirming(false));
  const mayIssue = can(user, 'exam-student-report');
  const data = query.data;
  const count = data?.cards.length ?? 0;
  const only = studentId !== undefined ? data?.cards.find((c) => c.student.id === studentId) : undefined;
  const whose = only ? only.student.fullname : (sectionName ?? 'the section');
  const heading: CardHeading = { school_name: data?.school_name ?? user.school_name, exam: data?.exam ?? exam };

  let body;
  if (issuedId !== undefined) {
    body = <IssuedCardView id={issuedId} heading={heading} timeZone={user.time_zone} onClose={() => onIssued(undefined)} print={print} />;
  } else if (data) {
    body = data.cards.length ? (
      <Cards data={data} />
    ) : (
      <ReportEmpty>
        Nobody sits {exam.name} in {sectionName ?? 'this section'}. The report cards list the section&apos;s students during the exam.
      </ReportEmpty>
    );
  } else if (query.isError) {
    body = <ReportProblem error={query.error} onRetry={() => void query.refetch()} />;
  } else {
    body = <ReportSkeleton label="Loading the report cards…" />;
  }

  return (
    <div className="space-y-4">
      <style>{PRINT_CSS}</style>
      {issuedId === undefined ? (
        <div className="flex flex-wrap items-center justify-between gap-3 print:hidden">
          <p className="text-sm text-slate-700">
            {data ? `${plural(count, 'report card')} of ${whose}, one per printed A4 page.` : 'Report cards print one student per A4 page.'}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!count} onClick={print}>
              {count > 1 ? `Print ${count} cards` : 'Print'}
            </Button>
            <Button disabled={!count || !mayIssue || issue.isPending} title={lacks(mayIssue, 'exam-student-report')} onClick={() => setConfirming(true)}>
              {count > 1 ? 'Issue report cards' : 'Issue report card'}
            </Button>
          </div>
        </div>
      ) : null}
      <IssuedVersions examId={exam.id} sectionId={sectionId} studentId={studentId} timeZone={user.time_zone} openId={issuedId} onOpen={onIssued} />
      {body}
      <IssueCardsDialog
        open={confirming}
        whose={whose}
        cards={count}
        examName={exam.name}
        examStatus={data?.exam.status ?? exam.status}
        pending={issue.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => issue.mutate({ exam_id: exam.id, section_id: sectionId, ...(studentId !== undefined ? { student_ids: [studentId] } : {}) })}
      />
    </div>
  );
}
