import { useQuery } from '@tanstack/react-query';
import { EXAM_STATES, type Exam, type Profile } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { Day, ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { gradingSystemsQueryOptions } from '@/api/exam-lists';
import { examsQueryOptions, useSaveExam } from '../api/exams';
import { examTypesQueryOptions } from '../api/exam-types';
import { ExamForm } from '../forms/exam-form';
import { ALL_YEARS, type SetupSearch } from '../lib/search';
import { useExamMoves } from './exam-moves';
import { ExamStatusBadge } from './exam-status-badge';
import { Panel } from '@/components/layout/panel';
import { EmptyNote, OfflineNote } from './list-notes';
import { queryGate } from './query-gate';

export interface ExamsTabProps {
  user: Profile;
  search: SetupSearch;
  onSearch: (next: SetupSearch) => void;
}

/** Exams › List › Exams: a year's exams, their dates and status, and the moves Pending → Active → Closed. */
export function ExamsTab({ user, search, onSearch }: ExamsTabProps) {
  const online = useOnline();
  const canAdd = can(user, 'add-exam');
  const canUpdate = can(user, 'update-exam');
  const years = useQuery(yearOptionsQueryOptions());
  const activeYear = years.data?.find((y) => y.active);
  // No year chosen: the active one, once the years are known (all years if they cannot be read).
  const yearId = search.year === ALL_YEARS ? undefined : (search.year ?? activeYear?.id);
  const ready = search.year !== undefined || years.isSuccess || years.isError;
  const exams = useQuery({ ...examsQueryOptions({ academic_year_id: yearId, status: search.status }), enabled: ready });
  const mayEdit = canAdd || canUpdate;
  const types = useQuery({ ...examTypesQueryOptions(), enabled: mayEdit });
  const systems = useQuery({ ...gradingSystemsQueryOptions(), enabled: mayEdit });
  const editor = useEditor<Exam>(exams.data);
  const save = useSaveExam(editor.close);
  const moves = useExamMoves(canUpdate, lacks(canUpdate, 'update-exam'));

  const yearName = years.data?.find((y) => y.id === yearId)?.name;
  const noTypes = types.isSuccess && types.data.length === 0;
  const noSystems = systems.isSuccess && !systems.data.some((s) => s.status === 'Active');
  const missing = noTypes || noSystems ? `Add ${noTypes ? 'an exam type' : ''}${noTypes && noSystems ? ' and ' : ''}${noSystems ? 'an active grading system' : ''} first.` : undefined;
  const gate = ready ? queryGate(exams, 'exams', online) : queryGate(years, 'academic years', online);
  const rows = exams.data ?? [];

  const columns: ReportColumn<Exam>[] = [
    { id: 'name', header: 'Exam', cell: (e) => e.name },
    { id: 'type', header: 'Type', cell: (e) => e.exam_type_name },
    {
      id: 'dates',
      header: 'Dates',
      cell: (e) => (
        <span className="inline-flex flex-wrap gap-x-1">
          <Day iso={e.start_date} />
          <span aria-hidden="true">–</span>
          <span className="sr-only">to</span>
          <Day iso={e.end_date} />
        </span>
      ),
    },
    { id: 'status', header: 'Status', cell: (e) => <ExamStatusBadge status={e.status} /> },
    { id: 'papers', header: 'Papers', numeric: true, cell: (e) => e.subjects },
    { id: 'grading', header: 'Grading system', wide: true, cell: (e) => e.grading_system_name },
    {
      id: 'actions',
      header: 'Actions',
      numeric: true,
      cell: (e) => (
        <div className="flex flex-wrap justify-end gap-0.5">
          <Button variant="ghost" className="px-2 py-1" disabled={!canUpdate} title={lacks(canUpdate, 'update-exam')} aria-label={`Edit ${e.name}`} onClick={() => editor.openEdit(e)}>
            Edit
          </Button>
          {moves.buttons(e)}
        </div>
      ),
    },
  ];

  const scope = [yearName ?? (yearId === undefined ? 'any year' : 'this year'), search.status ? `with status ${search.status}` : ''].filter(Boolean).join(' ');

  return (
    <Panel
      title="Exams"
      description="Each exam belongs to an academic year and a type. Marks are entered while it is Active; closing it locks them."
      action={
        <div className="flex flex-wrap items-end gap-3">
          <ToolbarSelect
            label="Academic year"
            width="w-44"
            value={search.year === ALL_YEARS ? String(ALL_YEARS) : String(yearId ?? '')}
            allLabel={yearId === undefined && search.year !== ALL_YEARS ? 'No active year' : undefined}
            options={[...(years.data ?? []).map((y) => ({ value: String(y.id), label: y.active ? `${y.name} · active` : y.name })), { value: String(ALL_YEARS), label: 'All years' }]}
            onChange={(v) => onSearch({ ...search, year: v === '' || Number(v) === activeYear?.id ? undefined : Number(v) })}
          />
          <ToolbarSelect
            label="Status"
            width="w-32"
            value={search.status ?? ''}
            allLabel="Any status"
            options={EXAM_STATES.map((s) => ({ value: s, label: s }))}
            onChange={(v) => onSearch({ ...search, status: EXAM_STATES.find((s) => s === v) })}
          />
          <Button disabled={!canAdd || !!missing} title={lacks(canAdd, 'add-exam') ?? missing} onClick={editor.openNew}>
            Add exam
          </Button>
        </div>
      }
    >
      {canAdd && missing ? <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{`${missing} An exam needs both: see the tabs above.`}</p> : null}
      {gate ?? (
        <>
          {online ? null : <OfflineNote updatedAt={exams.dataUpdatedAt} />}
          {rows.length ? (
            <ReportTable caption={`Exams of ${scope}, newest first`} columns={columns} rows={rows} rowKey={(e) => e.id} />
          ) : (
            <EmptyNote>{`No exams of ${scope} yet.${canAdd ? ' Add the first one: it starts Pending, and opens for marks when you are ready.' : ''}`}</EmptyNote>
          )}
        </>
      )}
      {moves.confirm}
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add exam' : `Edit ${editor.editing?.name ?? 'exam'}`} width="40rem">
        {editor.isOpen ? (
          <ExamForm
            initial={editor.editing}
            years={years.data ?? []}
            types={types.data ?? []}
            systems={systems.data ?? []}
            defaultYearId={yearId}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </Panel>
  );
}
