import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Profile, Subject } from '@contract';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState, tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { classOptionsQueryOptions } from '@/lib/pickers';
import { fetchSubjectsPage, subjectsQueryOptions, useSaveSubject } from '../api/subjects';
import { SubjectForm } from '../forms/subject-form';
import { ClassFilter } from './class-filter';

export interface SubjectsPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/** Settings › Subjects: name, code and the classes that take each one. */
export function SubjectsPage({ user, state, onStateChange }: SubjectsPageProps) {
  const list = useQuery(subjectsQueryOptions(state));
  const classes = useQuery(classOptionsQueryOptions());
  const [editing, setEditing] = useState<Subject | 'new' | null>(null);
  const save = useSaveSubject(() => setEditing(null));
  const canAdd = can(user, 'add-subject');
  const canEdit = can(user, 'update-subject');
  const classId = state.filters?.class_id ?? '';

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
        <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-subject')} onClick={() => setEditing(s)}>
          Edit<span className="sr-only"> {s.name}</span>
        </Button>
      ),
      text: () => null,
    },
  ];

  const setClass = (value: string) => {
    const { class_id: _old, ...rest } = state.filters ?? {};
    onStateChange({ ...state, page: 1, filters: value ? { ...rest, class_id: value } : Object.keys(rest).length ? rest : undefined });
  };

  return (
    <>
      <DataTable
        title="Subjects"
        columns={columns}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(s) => s.id}
        onOpen={canEdit ? setEditing : undefined}
        fetchPage={(s) => fetchSubjectsPage(s)}
        emptyMessage="No subjects yet. Add the first one."
        actions={
          <>
            <ClassFilter classes={classes.data ?? []} value={classId} onChange={setClass} />
            <Button disabled={!canAdd} title={lacks(canAdd, 'add-subject')} onClick={() => setEditing('new')}>
              Add subject
            </Button>
          </>
        }
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={editing === 'new' ? 'Add subject' : 'Edit subject'} width="36rem">
        {editing !== null ? (
          <SubjectForm
            initial={editing === 'new' ? undefined : editing}
            classes={classes.data ?? []}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => save.mutate({ id: editing === 'new' ? null : editing.id, input })}
          />
        ) : null}
      </Modal>
    </>
  );
}
