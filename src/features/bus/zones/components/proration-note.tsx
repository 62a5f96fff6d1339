import { BUS_PRORATION_LABELS, type BusProration } from '@contract';
import { focusRing } from '@/components/ui/button';

export interface ProrationNoteProps {
  /** The school's setting; undefined while it loads or when the user may not read the school profile. */
  proration: BusProration | undefined;
  /** The user may change it (`school-profile`): the note links to School settings. */
  canChange: boolean;
}

/** How part months are charged: a school setting, shown here because it changes what a category's rate bills. */
export function ProrationNote({ proration, canChange }: ProrationNoteProps) {
  const settings = canChange ? (
    <a href="#/settings/general" className={`font-medium text-brand-700 underline underline-offset-2 ${focusRing}`}>
      School settings
    </a>
  ) : (
    'School settings'
  );
  return (
    <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
      {proration ? (
        <>
          <span className="font-semibold">Part months:</span> {BUS_PRORATION_LABELS[proration]} — {canChange ? 'change it in ' : 'set in '}
          {settings}
        </>
      ) : (
        <>
          <span className="font-semibold">Part months</span> are charged as set in {settings}.
        </>
      )}
    </p>
  );
}
