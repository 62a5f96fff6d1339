import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ReportProblem, ReportSkeleton } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { issuedCardQueryOptions } from '../api/reports';
import { versionLine } from './issued-versions';
import { ReportCardSheet, type CardHeading } from '@/components/print/report-card-sheet';

export interface IssuedCardViewProps {
  id: number;
  /** The school and the exam, from the page: a snapshot holds the card, not the exam's heading. */
  heading: CardHeading | undefined;
  timeZone: string;
  onClose: () => void;
  print: () => void;
}

/** One issued version, read-only, exactly as it was issued; it prints like a live card, with its version on it. */
export function IssuedCardView({ id, heading, timeZone, onClose, print }: IssuedCardViewProps) {
  const query = useQuery(issuedCardQueryOptions(id));
  const issued = query.data;
  const line = issued ? versionLine(issued, timeZone) : 'Issued version';
  // "Open" is pressed in a list of up to a section's worth of versions, and the card shows below
  // it: bring the card into view, and the focus with it.
  const top = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = top.current;
    if (!el) return;
    // Optional: jsdom, where the page tests run, has no scrollIntoView.
    el.scrollIntoView?.({ block: 'start' });
    el.focus({ preventScroll: true });
  }, [id]);
  return (
    <div ref={top} tabIndex={-1} className="scroll-mt-20 space-y-4 focus:outline-none">
      <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-950 ring-1 ring-sky-200 print:hidden">
        <p>
          <strong className="font-semibold">{issued ? `${issued.fullname}: ${line}` : line}.</strong> Read-only: an issued card keeps what it was issued with.
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClose}>
            Back to the current cards
          </Button>
          <Button disabled={!issued || !heading} onClick={print}>
            Print this version
          </Button>
        </div>
      </div>
      {issued && heading ? (
        <ReportCardSheet
          card={issued.card}
          heading={heading}
          grading={issued.grading}
          treatment={issued.treatment}
          stamp={<p className="mt-3 rounded-md border border-slate-500 px-3 py-1 text-center text-xs font-semibold uppercase tracking-wide">Issued copy · {line}</p>}
        />
      ) : query.isError ? (
        <ReportProblem error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <ReportSkeleton label="Loading the issued card…" />
      )}
    </div>
  );
}
