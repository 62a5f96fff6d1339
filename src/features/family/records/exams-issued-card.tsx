import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FamilyExams, IssuedCard } from '@contract';
import { familyCardQueryOptions, familyExamsQueryOptions } from '@/api/family-records';
import { QueryProblem } from '@/components/overlays/query-state';
import { readGate } from '@/components/overlays/read-gate';
import { ReportCardSheet, type CardHeading } from '@/components/print/report-card-sheet';
import { Button, buttonClass } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { HttpError } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { examsHref } from './links';
import { RecordsTitle } from './records-title';

/**
 * On paper only the card shows, whatever the portal's header and tabs are: the rest of the page
 * is hidden, and the card starts at the top of an A4 sheet.
 */
const PRINT_CSS = `@media print {
  @page { size: A4 portrait; margin: 12mm; }
  html, body, #main { background: white !important; }
  body * { visibility: hidden !important; }
  .sd-family-card, .sd-family-card * { visibility: visible !important; }
  .sd-family-card { position: absolute; inset: 0 auto auto 0; width: 100%; }
}`;

/** The card's heading: the school, and the exam as the marks page names it (a snapshot holds the card, not the exam). */
export function cardHeading(schoolName: string, issued: Pick<IssuedCard, 'exam_id' | 'id'>, exams: FamilyExams | undefined): CardHeading {
  const exam = exams?.exams.find((e) => e.id === issued.exam_id);
  const name = exam?.name ?? exams?.cards.find((c) => c.id === issued.id)?.exam_name ?? 'Exam';
  return { school_name: schoolName, exam: exam ? { name, start_date: exam.start_date, end_date: exam.end_date } : { name } };
}

/** `/family/card` without a card's id: where to find one. */
export function NoPaper({ childId }: { childId: number }) {
  return (
    <QueryProblem
      title="Which report card?"
      message="This address does not name a report card. The issued ones are listed on the Exams page."
      action={
        <a href={examsHref(childId)} className={buttonClass('secondary')}>
          Go to exams
        </a>
      }
    />
  );
}

export interface IssuedCardPageProps {
  childId: number;
  cardId: number;
  /** The school's name for the card's head (the family's `me`). */
  schoolName: string;
  print?: () => void;
}

/** Family › Exams › a report card: exactly as the school issued it, laid out for one A4 sheet, with Print. */
export function IssuedCardPage({ childId, cardId, schoolName, print = () => window.print() }: IssuedCardPageProps) {
  const online = useOnline();
  const query = useQuery(familyCardQueryOptions(childId, cardId));
  // The marks page's read, most likely already here: it names the exam and its dates.
  const exams = useQuery(familyExamsQueryOptions(childId)).data;
  const issued = query.data;
  const heading = useMemo(() => (issued ? cardHeading(schoolName, issued, exams) : undefined), [issued, schoolName, exams]);
  const back = (
    <a href={examsHref(childId)} className={buttonClass('secondary')}>
      Back to exams
    </a>
  );
  const missing = query.error instanceof HttpError && query.error.status === 404;
  const gate = missing ? (
    <QueryProblem title="No such report card" message="This report card is not one of this child's. Open one from the Exams page." action={back} />
  ) : (
    readGate(query, online, {
      offline: { title: 'The report card needs a connection', message: 'Report cards are read from the school each time. Try again when the phone is online.' },
      loading: { rows: 10, label: 'Loading the report card…' },
      failed: 'The report card could not load',
    })
  );
  return (
    <div className="space-y-4">
      <RecordsTitle title="Report card">
        {back}
        <Button onClick={print} disabled={!issued}>
          Print
        </Button>
      </RecordsTitle>
      {gate ??
        (issued && heading ? (
          <div className="sd-family-card">
            <style>{PRINT_CSS}</style>
            <ReportCardSheet
              card={issued.card}
              heading={heading}
              grading={issued.grading}
              treatment={issued.treatment}
              folds
              stamp={
                <p className="mt-3 rounded-md border border-slate-500 px-3 py-1 text-center text-xs font-semibold uppercase tracking-wide">
                  Issued {formatDate(issued.issued_at)}
                  {issued.version > 1 ? ` · version ${issued.version}` : ''}
                </p>
              }
            />
          </div>
        ) : null)}
    </div>
  );
}
