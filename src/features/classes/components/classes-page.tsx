import { useQuery } from '@tanstack/react-query';
import { formatMoney, type SchoolClass } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { classPages, useSaveClass } from '../api/classes';
import { ClassForm } from '../forms/class-form';

export type ClassesPageProps = ListPageProps;

/** Settings › Classes: name, order, next class and monthly tuition. */
export function ClassesPage(props: ClassesPageProps) {
  const { user } = props;
  const classes = useEditorList(useQuery(classPages.options(props.state)), useSaveClass, classPages.fetchPage);
  const all = useQuery(classOptionsQueryOptions());

  const columns: Column<SchoolClass>[] = [
    nameColumn(),
    { id: 'order', header: 'Order', sort: 'sort_order', align: 'right', cell: (c) => c.sort_order },
    { id: 'next', header: 'Next class', cell: (c) => c.next_class_name ?? '—', text: (c) => c.next_class_name ?? '' },
    { id: 'fee', header: 'Monthly fee', sort: 'monthly_fee', align: 'right', cell: (c) => formatMoney(c.monthly_fee, user.currency) },
    { id: 'sections', header: 'Sections', align: 'right', cell: (c) => c.sections, wide: true },
  ];

  return (
    <EditorListPage
      {...props}
      {...classes}
      title="Classes"
      columns={columns}
      record="class"
      rowName={(c) => c.name}
      dialogWidth="32rem"
      form={(form) => <ClassForm {...form} classes={all.data ?? []} currency={user.currency} />}
    />
  );
}
