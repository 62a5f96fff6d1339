import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AcademicYear } from '@contract';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { academicYearPages, useMakeActiveYear, useSaveAcademicYear } from '../api/academic-years';
import { AcademicYearForm } from '../forms/academic-year-form';

export type AcademicYearsPageProps = ListPageProps;

/** Settings › Academic years: the school's years, which one is active, and their dates. */
export function AcademicYearsPage(props: AcademicYearsPageProps) {
  const { user } = props;
  const years = useEditorList(useQuery(academicYearPages.options(props.state)), useSaveAcademicYear, academicYearPages.fetchPage);
  const [activating, setActivating] = useState<AcademicYear | null>(null);
  const makeActive = useMakeActiveYear(() => setActivating(null));
  const canEdit = can(user, 'update-academic');
  const canChange = can(user, 'change-academic');

  const columns: Column<AcademicYear>[] = [
    nameColumn(),
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
    actionsColumn((y) => (
      <span className="inline-flex gap-1 whitespace-nowrap">
        {y.active ? null : <RowAction label="Make active" target={y.name} allowed={canChange} privilege="change-academic" onClick={() => setActivating(y)} />}
        <RowAction label="Edit" target={y.name} allowed={canEdit} privilege="update-academic" onClick={() => years.editor.openEdit(y)} />
      </span>
    )),
  ];

  return (
    <EditorListPage
      {...props}
      {...years}
      title="Academic years"
      noun="academic year"
      columns={columns}
      record="academic"
      dialogWidth="32rem"
      form={(form) => <AcademicYearForm {...form} />}
    >
      <Modal open={activating !== null} onClose={() => setActivating(null)} title="Make this year active?">
        {activating ? (
          <ConfirmPanel confirmLabel="Make active" pending={makeActive.isPending} onConfirm={() => makeActive.mutate(activating.id)} onCancel={() => setActivating(null)}>
            <p className="text-sm text-slate-700">
              <strong className="font-semibold text-slate-900">{activating.name}</strong> ({formatDate(activating.start_date)} – {formatDate(activating.end_date)}) becomes
              the active academic year for everyone in the school. New sections, fees and attendance will use it.
            </p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </EditorListPage>
  );
}
