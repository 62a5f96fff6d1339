import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { Exam, ExamSubject, Subject } from '@contract';
import { classSubjectsQueryOptions } from '@/api/subjects';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Day, ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { examPapersQueryOptions, gradingSystemsQueryOptions } from '@/api/exam-lists';
import { useAddPapers, useDeletePaper, useSavePaper } from '../api/papers';
import { BulkPapersForm } from '../forms/bulk-papers-form';
import { examsSystem, PaperForm } from '../forms/paper-form';
import { Panel } from '@/components/layout/panel';
import { EmptyNote, OfflineNote } from './list-notes';
import { queryGate } from './query-gate';

export interface PapersPanelProps {
  exam: Exam;
  classId: number;
  className: string;
  canAdd: boolean;
  canUpdate: boolean;
  whyNotAdd?: string;
  whyNotUpdate?: string;
}

type Dialog = 'bulk' | null;

/** The class's subjects with no paper in the exam yet, by name. */
const notSet = (subjects: readonly Subject[], papers: readonly ExamSubject[]) => {
  const set = new Set(papers.map((p) => p.subject_id));
  return subjects.filter((s) => s.status === 'Active' && !set.has(s.id));
};

/** A class's papers in an exam: each subject's maximum and pass marks, date and grading system. */
export function PapersPanel({ exam, classId, className, canAdd, canUpdate, whyNotAdd, whyNotUpdate }: PapersPanelProps) {
  const online = useOnline();
  const closed = exam.status === 'Closed';
  const mayEdit = !closed && (canAdd || canUpdate);
  const papers = useQuery(examPapersQueryOptions(exam.id, classId));
  const subjects = useQuery({ ...classSubjectsQueryOptions(classId), enabled: mayEdit });
  const systems = useQuery({ ...gradingSystemsQueryOptions(), enabled: mayEdit });
  const editor = useEditor<ExamSubject>(papers.data);
  const save = useSavePaper(editor.close);
  const [dialog, setDialog] = useState<Dialog>(null);
  const closeBulk = useCallback(() => setDialog(null), []);
  const addMany = useAddPapers(closeBulk);
  const [deleting, setDeleting] = useState<ExamSubject | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);
  const remove = useDeletePaper(closeDelete);

  const rows = papers.data ?? [];
  const addable = notSet(subjects.data ?? [], rows);
  const gate = queryGate(papers, 'papers', online);
  const subjectsRead = subjects.isSuccess;
  const nothingToAdd = subjectsRead && addable.length === 0;
  const addTitle = whyNotAdd ?? (nothingToAdd ? `Every subject ${className} takes has a paper in ${exam.name}.` : undefined);

  const columns: ReportColumn<ExamSubject>[] = [
    { id: 'subject', header: 'Subject', cell: (p) => p.subject_name },
    { id: 'max', header: 'Out of', numeric: true, cell: (p) => p.max_marks },
    { id: 'pass', header: 'Pass', numeric: true, cell: (p) => p.pass_marks },
    { id: 'date', header: 'Date', cell: (p) => (p.date ? <Day iso={p.date} /> : <span className="text-slate-600">—</span>) },
    { id: 'grading', header: 'Grading system', cell: (p) => <span className="block min-w-24">{p.grading_system_id === null ? examsSystem(p) : p.grading_system_name}</span> },
    { id: 'results', header: 'Results', numeric: true, cell: (p) => p.results },
  ];
  if (!closed) {
    columns.push({
      id: 'actions',
      header: 'Actions',
      numeric: true,
      // One above the other on a tablet, so the seven columns fit its width.
      cell: (p) => (
        <div className="flex flex-col items-end gap-0.5 desk:flex-row desk:justify-end">
          <Button variant="ghost" className="px-2 py-1" disabled={!canUpdate} title={whyNotUpdate} aria-label={`Edit ${p.subject_name}`} onClick={() => editor.openEdit(p)}>
            Edit
          </Button>
          <Button
            variant="ghost"
            className="px-2 py-1 text-red-700"
            disabled={!canUpdate || p.results > 0}
            title={whyNotUpdate ?? (p.results > 0 ? `${p.results} ${p.results === 1 ? 'result is' : 'results are'} entered on this paper: it cannot be deleted.` : undefined)}
            aria-label={`Delete ${p.subject_name}`}
            onClick={() => setDeleting(p)}
          >
            Delete
          </Button>
        </div>
      ),
    });
  }

  return (
    <Panel
      title={`Papers of ${className} in ${exam.name}`}
      description="Each paper is one subject sat by the class: its maximum and pass marks, its date, and the grading system that grades it."
      action={
        closed ? undefined : (
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" disabled={!canAdd || nothingToAdd || !subjectsRead} title={addTitle} onClick={() => setDialog('bulk')}>
              Add the class&apos;s subjects
            </Button>
            <Button disabled={!canAdd || nothingToAdd || !subjectsRead} title={addTitle} onClick={editor.openNew}>
              Add paper
            </Button>
          </div>
        )
      }
    >
      {closed ? (
        <p role="note" className="mb-4 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
          <span className="font-semibold">{exam.name} is closed, so its papers are shown read-only.</span> Its marks are locked; to change a paper, reopen the exam for
          corrections under Exams › List.
        </p>
      ) : null}
      {mayEdit && canAdd && subjects.isError ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800 ring-1 ring-red-200">
          {`The subjects ${className} takes could not be read, so no paper can be added: ${errorMessage(subjects.error)}`}
        </p>
      ) : null}
      {gate ?? (
        <>
          {online ? null : <OfflineNote updatedAt={papers.dataUpdatedAt} />}
          {rows.length ? (
            <ReportTable caption={`Papers of ${className} in ${exam.name}: marks, date and grading`} columns={columns} rows={rows} rowKey={(p) => p.id} />
          ) : (
            <EmptyNote>
              {closed
                ? `${className} sat no papers in ${exam.name}.`
                : `No papers for ${className} in ${exam.name} yet. Add the class's subjects at once, or one paper at a time.`}
            </EmptyNote>
          )}
        </>
      )}
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? `Add a paper for ${className}` : `Edit ${editor.editing?.subject_name ?? 'paper'}`} width="36rem">
        {editor.isOpen ? (
          <PaperForm
            initial={editor.editing}
            exam={exam}
            classId={classId}
            subjects={editor.editing ? [{ id: editor.editing.subject_id, name: editor.editing.subject_name }, ...addable] : addable}
            systems={systems.data ?? []}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
      <Modal open={dialog === 'bulk'} onClose={closeBulk} title={`Add ${className}'s subjects to ${exam.name}`} width="40rem">
        {dialog === 'bulk' ? (
          <BulkPapersForm
            exam={exam}
            classId={classId}
            className={className}
            subjects={addable}
            systems={systems.data ?? []}
            pending={addMany.isPending}
            onCancel={closeBulk}
            onSubmit={(input, formRows) => addMany.mutate({ input, rows: formRows })}
          />
        ) : null}
      </Modal>
      <Modal open={deleting !== null} onClose={closeDelete} title="Delete paper" width="28rem">
        {deleting ? (
          <ConfirmPanel confirmLabel="Yes, delete" danger pending={remove.isPending} onCancel={closeDelete} onConfirm={() => remove.mutate(deleting.id)}>
            <p>
              Delete the <strong>{deleting.subject_name}</strong> paper of {className} from {exam.name}?
            </p>
            <p>No marks are entered on it yet, so nothing else is lost.</p>
          </ConfirmPanel>
        ) : null}
      </Modal>
    </Panel>
  );
}
