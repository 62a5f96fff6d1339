import { useQuery } from '@tanstack/react-query';
import type { ExamType } from '@contract';
import { AddRowButton, EditorDialog, EditRowButton } from '@/components/dialogs/editor-dialog';
import { useEditor } from '@/components/dialogs/use-editor';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { useOnline } from '@/lib/online';
import { examTypesQueryOptions, useSaveExamType } from '../api/exam-types';
import { ExamTypeForm } from '../forms/exam-type-form';
import { finalReportLine, formatShare, sharesOf } from '../lib/shares';
import { Panel } from '@/components/layout/panel';
import { EmptyNote, OfflineNote } from './list-notes';
import { queryGate } from './query-gate';

export interface ExamTypesTabProps {
  canAdd: boolean;
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
}

/** Exams › List › Exam types: each type's weight, and its share of the final report. */
export function ExamTypesTab({ canAdd, canUpdate, whyNotAdd, whyNotUpdate }: ExamTypesTabProps) {
  const online = useOnline();
  const types = useQuery(examTypesQueryOptions());
  const editor = useEditor<ExamType>(types.data);
  const save = useSaveExamType(editor.close);
  const gate = queryGate(types, 'exam types', online);
  const rows = types.data ?? [];
  const shares = sharesOf(rows);

  const columns: ReportColumn<ExamType>[] = [
    { id: 'name', header: 'Exam type', cell: (t) => t.name },
    { id: 'weight', header: 'Weight', numeric: true, cell: (t) => t.weight },
    { id: 'share', header: 'Share of the final', numeric: true, cell: (t) => formatShare(shares.get(t.id) ?? null) },
    { id: 'exams', header: 'Exams', numeric: true, cell: (t) => t.exams },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (t) => <EditRowButton editor={editor} row={t} allowed={canUpdate} why={whyNotUpdate} />,
    },
  ];

  return (
    <Panel
      title="Exam types"
      description="The kinds of exam the school sets, and how much each counts when the year's exams are combined in the final report."
      action={<AddRowButton noun="exam type" allowed={canAdd} why={whyNotAdd} onClick={editor.openNew} />}
    >
      {gate ?? (
        <>
          {online ? null : <OfflineNote updatedAt={types.dataUpdatedAt} />}
          {rows.length ? (
            <div className="space-y-3">
              <p className="rounded-md bg-slate-50 px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-slate-200">{finalReportLine(rows)}</p>
              <ReportTable caption="Exam types and their share of the final report" columns={columns} rows={rows} rowKey={(t) => t.id} />
            </div>
          ) : (
            <EmptyNote>No exam types yet. Add the kinds of exam the school sets, such as Mid-term (20), End of term (30) and Annual (50).</EmptyNote>
          )}
        </>
      )}
      <EditorDialog editor={editor} noun="exam type" width="32rem">
        <ExamTypeForm initial={editor.editing} pending={save.isPending} onCancel={editor.close} onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })} />
      </EditorDialog>
    </Panel>
  );
}
