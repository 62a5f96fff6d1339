import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Profile, type SchoolClass } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import type { Column } from '@/components/data-table/data-table';
import { EditorListPage } from '@/components/data-table/editor-list-page';
import type { ListState } from '@/components/data-table/list-state';
import { editColumn } from '@/components/data-table/row-action';
import { useEditor } from '@/components/dialogs/use-editor';
import { can } from '@/lib/can';
import { classesQueryOptions, fetchClassesPage, useSaveClass } from '../api/classes';
import { ClassForm } from '../forms/class-form';

export interface ClassesPageProps {
  user: Profile;
  state: ListState;
  onStateChange: (next: ListState) => void;
}

/** Settings › Classes: name, order, next class and monthly tuition. */
export function ClassesPage({ user, state, onStateChange }: ClassesPageProps) {
  const list = useQuery(classesQueryOptions(state));
  const all = useQuery(classOptionsQueryOptions());
  const editor = useEditor<SchoolClass>(list.data?.data);
  const save = useSaveClass(editor.close);
  const canAdd = can(user, 'add-class');
  const canEdit = can(user, 'update-class');

  const columns: Column<SchoolClass>[] = [
    { id: 'name', header: 'Name', sort: 'name', cell: (c) => <span className="font-medium text-slate-900">{c.name}</span>, text: (c) => c.name },
    { id: 'order', header: 'Order', sort: 'sort_order', align: 'right', cell: (c) => c.sort_order },
    { id: 'next', header: 'Next class', cell: (c) => c.next_class_name ?? '—', text: (c) => c.next_class_name ?? '' },
    { id: 'fee', header: 'Monthly fee', sort: 'monthly_fee', align: 'right', cell: (c) => formatMoney(c.monthly_fee, user.currency) },
    { id: 'sections', header: 'Sections', align: 'right', cell: (c) => c.sections, wide: true },
  ];

  return (
    <EditorListPage
      title="Classes"
      noun="class"
      // A reader who may neither add nor edit sees no Actions column at all.
      columns={canEdit || canAdd ? [...columns, editColumn(editor.openEdit, canEdit, 'update-class', (c) => c.name)] : columns}
      list={list}
      editor={editor}
      state={state}
      onStateChange={onStateChange}
      fetchPage={(s) => fetchClassesPage(s)}
      emptyMessage="No classes yet. Add the first one."
      canAdd={canAdd}
      addPrivilege="add-class"
      canEdit={canEdit}
      dialogWidth="32rem"
      save={save}
      form={(form) => <ClassForm {...form} classes={all.data ?? []} currency={user.currency} />}
    />
  );
}
