import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Profile, Subject } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { fetchSubjectsPage, subjectsQueryOptions, useSaveSubject, type SubjectListState } from '../api/subjects';
import { SubjectForm } from '../forms/subject-form';

export interface SubjectsPageProps {
  user: Profile;
  state: SubjectListState;
  onStateChange: (next: SubjectListState) => void;
}

/** Settings › Subjects: name, code and the classes that take each one. */
export function SubjectsPage({ user, state, onStateChange }: SubjectsPageProps) {
  const list = useQuery(subjectsQueryOptions(state));
  const classes = useQuery(classOptionsQueryOptions());
  const editor = useEditor<Subject>(list.data?.data);
  const save = useSaveSubject(editor.close);
  const canAdd = can(user, 'add-subject');
  const canEdit = can(user, 'update-subject');
  const classId = String(state.class_id ?? '');

  const classNames = useMemo(() => new Map((classes.data ?? []).map((c) => [c.id, c.name])), [classes.data]);
  const namesOf = (s: Subject) => s.class_ids.map((id) => classNames.get(id) ?? `#${id}`).join(', ');

  const columns: Column<Subject>[] = [
    { id: 'name', header: 'Name', sort: 'name', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span>, text: (s) => s.name },
    { id: 'code', header: 'Code', sort: 'code', cell: (s) => <span className="font-mono text-xs">{s.code}</span>, text: (s) => s.code },
    { id: 'classes', header: 'Classes', cell: (s) => namesOf(s) || <span className="text-slate-600">None</span>, text: namesOf },
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (s) => (
        <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-subject')} onClick={() => editor.openEdit(s)}>
          Edit<span className="sr-only"> {s.name}</span>
        </Button>
      ),
      text: () => null,
    },
  ];

  const setClass = (value: string) => onStateChange({ ...state, page: 1, class_id: value ? Number(value) : undefined });

  return (
    <>
      <DataTable
        title="Subjects"
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(s) => s.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchSubjectsPage(s)}
        emptyMessage="No subjects yet. Add the first one."
        actions={
          <>
            <ToolbarSelect
              label="Class"
              value={classId}
              allLabel="All classes"
              width="w-44"
              options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={setClass}
            />
            <Button disabled={!canAdd} title={lacks(canAdd, 'add-subject')} onClick={editor.openNew}>
              Add subject
            </Button>
          </>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add subject' : 'Edit subject'} width="36rem">
        {editor.isOpen ? (
          <SubjectForm
            initial={editor.editing}
            classes={classes.data ?? []}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </>
  );
}
