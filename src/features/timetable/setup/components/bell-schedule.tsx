import { useCallback, useState } from 'react';
import type { Period } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { AddRowButton, EditorDialog, EditRowButton } from '@/components/dialogs/editor-dialog';
import { useEditor } from '@/components/dialogs/use-editor';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { useDeletePeriod, useSavePeriod } from '../api/periods';
import { PeriodForm } from '../forms/period-form';
import { inDayOrder, nextPeriodDraft, periodTimes, weekdaysText } from '../lib/periods';
import { Panel } from '@/components/layout/panel';

export interface BellScheduleProps {
  periods: Period[];
  /** `add-timetable`: may add periods. */
  canAdd: boolean;
  /** `update-timetable`: may change and delete them. */
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
}

const rowButton = 'px-2 py-1';
const empty = 'rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700';

/** The school's bell schedule: every lesson and break of the day, and the days each runs. */
export function BellSchedule({ periods, canAdd, canUpdate, whyNotAdd, whyNotUpdate }: BellScheduleProps) {
  const ordered = inDayOrder(periods);
  const editor = useEditor<Period>(periods);
  const save = useSavePeriod(editor.close);
  const [deleting, setDeleting] = useState<Period | null>(null);
  // Stable, or the Modal subscribes to navigation again on every render.
  const closeDelete = useCallback(() => setDeleting(null), []);
  const remove = useDeletePeriod(closeDelete);

  const columns: ReportColumn<Period>[] = [
    { id: 'name', header: 'Period', cell: (p) => p.name },
    { id: 'time', header: 'Time', cell: (p) => <span className="whitespace-nowrap tabular-nums">{periodTimes(p)}</span> },
    {
      id: 'kind',
      header: 'Kind',
      cell: (p) =>
        p.kind === 'break' ? <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">Break</span> : 'Lesson',
    },
    { id: 'days', header: 'Days', cell: (p) => weekdaysText(p.weekdays) },
    { id: 'order', header: 'Order', numeric: true, cell: (p) => p.sort_order },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (p) => (
        <div className="flex justify-end gap-0.5">
          <EditRowButton editor={editor} row={p} allowed={canUpdate} why={whyNotUpdate} />
          <Button variant="ghost" className={`${rowButton} text-red-700`} disabled={!canUpdate} title={whyNotUpdate} aria-label={`Delete ${p.name}`} onClick={() => setDeleting(p)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <Panel
      title="Bell schedule"
      description="The periods of the school day, lessons and breaks, and the weekdays each runs. Every section's week is laid out on them."
      action={<AddRowButton noun="period" allowed={canAdd} why={whyNotAdd} onClick={editor.openNew} />}
    >
      {ordered.length ? (
        <ReportTable caption="The bell schedule, in the order of the day" columns={columns} rows={ordered} rowKey={(p) => p.id} />
      ) : (
        <p className={empty}>No periods yet. Add the first lesson of the day, then the next: each new period starts where the last one ended.</p>
      )}
      <EditorDialog editor={editor} noun="period" width="36rem">
        <PeriodForm
          initial={editor.editing}
          draft={nextPeriodDraft(periods)}
          pending={save.isPending}
          onCancel={editor.close}
          onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
        />
      </EditorDialog>
      <Modal open={deleting !== null} onClose={closeDelete} title="Delete period" width="28rem">
        {deleting ? (
          <ConfirmPanel confirmLabel="Yes, delete" danger pending={remove.isPending} onCancel={closeDelete} onConfirm={() => remove.mutate(deleting.id)}>
            <p>
              Delete <strong>{deleting.name}</strong> ({periodTimes(deleting)}, {weekdaysText(deleting.weekdays)})?
            </p>
            <p>A period that still has lessons cannot be deleted: move them first.</p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </Panel>
  );
}
