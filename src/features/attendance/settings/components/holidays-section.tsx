import { useCallback, useState, type ReactNode } from 'react';
import type { AttendanceConfig, Holiday } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button, focusRing } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useDeleteHoliday, useSaveHoliday } from '../api/settings';
import { HolidayForm } from '../forms/holiday-form';
import { HolidaysTable } from './holidays-table';
import { Panel } from '@/components/layout/panel';

export interface HolidaysSectionProps {
  year: AttendanceConfig['year'];
  holidays: Holiday[];
  canEdit: boolean;
  why?: string;
  /** The user may open Settings › Academic years, where the active year is set. */
  canSetYear: boolean;
  offline: ReactNode;
}

const empty = 'rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700';

/** Settings › Attendance › Holidays: the days of the active year the school is closed. */
export function HolidaysSection({ year, holidays, canEdit, why, canSetYear, offline }: HolidaysSectionProps) {
  const editor = useEditor<Holiday>(holidays);
  const save = useSaveHoliday(editor.close);
  const [deleting, setDeleting] = useState<Holiday | null>(null);
  // A stable close: the Modal subscribes to navigation again whenever it changes.
  const closeDelete = useCallback(() => setDeleting(null), []);
  const remove = useDeleteHoliday(closeDelete);

  if (!year) {
    return (
      <Panel title="Holidays" description="The days of the school year the school is closed.">
        <div className={empty}>
          <p className="font-semibold text-slate-900">There is no active academic year</p>
          <p className="mt-1">
            Holidays belong to a school year. Set an active academic year in{' '}
            {canSetYear ? (
              <a href="#/settings/list-academic" className={`font-medium text-brand-700 underline underline-offset-2 ${focusRing}`}>
                Settings › Academic years
              </a>
            ) : (
              'Settings › Academic years'
            )}
            , then add its holidays here.
          </p>
        </div>
      </Panel>
    );
  }

  return (
    <Panel
      title={`Holidays of ${year.name}`}
      description={`No register is taken on a holiday. ${year.name} runs from ${formatDate(year.start_date)} to ${formatDate(year.end_date)}.`}
      action={
        <Button disabled={!canEdit} title={why} onClick={editor.openNew}>
          Add holiday
        </Button>
      }
    >
      {holidays.length ? (
        <HolidaysTable yearName={year.name} holidays={holidays} canEdit={canEdit} why={why} onEdit={editor.openEdit} onDelete={setDeleting} />
      ) : (
        <p className={empty}>No holidays in {year.name} yet. Add the term breaks and public holidays the school closes for.</p>
      )}
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add holiday' : 'Edit holiday'} width="34rem">
        {offline}
        {editor.isOpen ? (
          <HolidayForm year={year} initial={editor.editing} pending={save.isPending} onCancel={editor.close} onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })} />
        ) : null}
      </Modal>
      <Modal open={deleting !== null} onClose={closeDelete} title="Delete holiday" width="28rem">
        {offline}
        {deleting ? (
          <ConfirmPanel confirmLabel="Yes, delete" danger pending={remove.isPending} onCancel={closeDelete} onConfirm={() => remove.mutate(deleting.id)}>
            <p>
              Delete <strong>{deleting.name}</strong> ({formatDate(deleting.start_date)} to {formatDate(deleting.end_date)})?
            </p>
            <p>
              {deleting.school_days === 0
                ? 'It closes no school day.'
                : `Its ${deleting.school_days === 1 ? 'school day becomes' : `${deleting.school_days} school days become`} open for registers again.`}
            </p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </Panel>
  );
}
