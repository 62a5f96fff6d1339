import { useQuery } from '@tanstack/react-query';
import { formatMoney, type Profile, type SchoolClass } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { type ListState, tableQueryProps } from '@/components/data-table/list-state';
import { Modal } from '@/components/dialogs/modal';
import { useEditor } from '@/components/dialogs/use-editor';
import { Button } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
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
    {
      id: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (c) => (
        <Button variant="ghost" className="px-2 py-1" disabled={!canEdit} title={lacks(canEdit, 'update-class')} onClick={() => editor.openEdit(c)}>
          Edit<span className="sr-only"> {c.name}</span>
        </Button>
      ),
      text: () => null,
    },
  ];

  return (
    <>
      <DataTable
        title="Classes"
        columns={columns.filter((c) => c.id !== 'actions' || canEdit || canAdd)}
        {...tableQueryProps(list)}
        state={state}
        onStateChange={onStateChange}
        rowKey={(c) => c.id}
        onOpen={canEdit ? editor.openEdit : undefined}
        fetchPage={(s) => fetchClassesPage(s)}
        emptyMessage="No classes yet. Add the first one."
        actions={
          <Button disabled={!canAdd} title={lacks(canAdd, 'add-class')} onClick={editor.openNew}>
            Add class
          </Button>
        }
      />
      <Modal open={editor.isOpen} onClose={editor.close} title={editor.isNew ? 'Add class' : 'Edit class'} width="32rem">
        {editor.isOpen ? (
          <ClassForm
            initial={editor.editing}
            classes={all.data ?? []}
            currency={user.currency}
            pending={save.isPending}
            onCancel={editor.close}
            onSubmit={(input) => save.mutate({ id: editor.editing?.id ?? null, input })}
          />
        ) : null}
      </Modal>
    </>
  );
}
