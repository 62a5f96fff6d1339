import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Subject } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { ClassFilter } from '@/components/form/class-filter';
import { subjectPages, useSaveSubject, type SubjectListState } from '../api/subjects';
import { SubjectForm } from '../forms/subject-form';

export type SubjectsPageProps = ListPageProps<SubjectListState>;

/** Settings › Subjects: name, code and the classes that take each one. */
export function SubjectsPage(props: SubjectsPageProps) {
  const { state, onStateChange } = props;
  const subjects = useEditorList(useQuery(subjectPages.options(state)), useSaveSubject, subjectPages.fetchPage);
  const classes = useQuery(classOptionsQueryOptions());
  const classId = String(state.class_id ?? '');

  const classNames = useMemo(() => new Map((classes.data ?? []).map((c) => [c.id, c.name])), [classes.data]);
  const namesOf = (s: Subject) => s.class_ids.map((id) => classNames.get(id) ?? `#${id}`).join(', ');

  const columns: Column<Subject>[] = [
    nameColumn(),
    { id: 'code', header: 'Code', sort: 'code', cell: (s) => <span className="font-mono text-xs">{s.code}</span>, text: (s) => s.code },
    { id: 'classes', header: 'Classes', cell: (s) => namesOf(s) || <span className="text-slate-600">None</span>, text: namesOf },
  ];

  const setClass = (value: string) => onStateChange({ ...state, page: 1, class_id: value ? Number(value) : undefined });

  return (
    <EditorListPage
      {...props}
      {...subjects}
      title="Subjects"
      columns={columns}
      record="subject"
      rowName={(s) => s.name}
      filters={<ClassFilter classes={classes.data} value={classId} width="w-44" onChange={setClass} />}
      dialogWidth="36rem"
      form={(form) => <SubjectForm {...form} classes={classes.data ?? []} />}
    />
  );
}
