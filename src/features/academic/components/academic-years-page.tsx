import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AcademicYear, Profile } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState, tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { academicYearsListQueryOptions, fetchAcademicYearsPage, useMakeActiveYear, useSaveAcademicYear } from '../api/academic-years';
import { AcademicYearForm } from '../forms/academic-year-form';

export interface AcademicYearsPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/** Settings › Academic years: the school's years, which one is active, and their dates. */
export function AcademicYearsPage({ user, state, onStateChange }: AcademicYearsPageProps) {
  const list = useQuery(academicYearsListQueryOptions(state));
  const editor = useEditor<AcademicYear>(list.data?.data);
  const [activating, setActivating] = useState<AcademicYear | null>(null);
  const save = useSaveAcademicYear(editor.close);
  const makeActive = useMakeActiveYear(() => setActivating(null));
  const canAdd = can(user, 'add-academic');
  const canEdit = can(user, 'update-academic');
  const canChange = can(user, 'change-academic');

  const columns: Column<AcademicYear>[] = [
    { id: 'name', header: 'Name', sort: 'name', cell: (y) => <span className="font-medium text-slate-900">{y.name}</span>, text: (y) => y.name },
    { id: 'start', header: 'Starts', sort: 'start_date', cell: (y) => formatDate(y.start_date), text: (y) => y.start_date.slice(0, 10) },
    { id: 'end', header: 'Ends', cell: (y) => formatDate(y.end_date), text: (y) => y.end_date.slice(0, 10) },
    {
      id: 'status',
      header: 'Status',
      cell: (y) =>
        y.active ? (
          <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">Active</span>
        ) : (
          <span className="text-slate-600">—</span>
        ),
      text: (y) => (y.active ? 'Active' : ''),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (y) => (
        <span className="inline-flex gap-1 whitespace-nowrap">
          {y.active ? null : (
            <Button
              variant="ghost"
              className="px-2 py-1"
              disabled={!canChange}
              title={lacks(canChange, 'change-academic')}
              onClick={() => setActivating(y)}
            >
              Make active<span className="sr-only"> {y.name}</span>
            </Button>
          )}
          <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-academic')} onClick={() => editor.openEdit(y)}>
            Edit<span className="sr-only"> {y.name}</span>
          </Button>
        </span>
      ),
      text: () => null,
    },
  ];

  return (
    <>
      <DataTable
        title="Academic years"
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(y) => y.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchAcademicYearsPage(s)}
        emptyMessage="No academic years yet. Add the first one."
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-academic')} onClick={editor.openNew}>
            Add academic year
          </Button>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add academic year' : 'Edit academic year'} width="32rem">
        {editor.isOpen ? (
          <AcademicYearForm
            initial={editor.editing}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
      <Modal open={activating !== null} onClose={() => setActivating(null)} title="Make this year active?">
        {activating ? (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              <strong className="font-semibold text-slate-900">{activating.name}</strong> ({formatDate(activating.start_date)} – {formatDate(activating.end_date)}) becomes
              the active academic year for everyone in the school. New sections, fees and attendance will use it.
            </p>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => setActivating(null)}>
                Cancel
              </Button>
              <Button disabled={makeActive.isPending} onClick={() => makeActive.mutate(activating.id)}>
                Make active
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>
    </>
  );
}
