import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Section } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { classOptionsQueryOptions } from '@/api/classes';
import { teacherOptionsQueryOptions } from '@/api/employees';
import { roomOptionsQueryOptions } from '@/api/rooms';
import type { Column } from '@/components/data-table/data-table';
import { nameColumn } from '@/components/data-table/person-column';
import { EditorListPage, useEditorList } from '@/components/data-table/editor-list-page';
import type { ListPageProps } from '@/components/data-table/list-page-props';
import { actionsColumn, RowAction } from '@/components/data-table/row-action';
import { ClassFilter } from '@/components/form/class-filter';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { QueryProblem } from '@/components/overlays/query-state';
import { buttonClass } from '@/components/ui/button';
import { NeedsFirst } from '@/components/ui/needs-first';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { sectionPages, useSaveSection, type SectionListState } from '../api/sections';
import { SectionForm } from '../forms/section-form';
import { SubjectTeachersDialog } from './subject-teachers-dialog';

export type SectionsPageProps = ListPageProps<SectionListState>;

/** Settings › Sections: a year's sections by class, their room, class teacher and subject teachers. */
export function SectionsPage(props: SectionsPageProps) {
  const { user, state, onStateChange } = props;
  const sections = useEditorList(useQuery(sectionPages.options(state)), useSaveSection, sectionPages.fetchPage);
  const { list } = sections;
  const classes = useQuery(classOptionsQueryOptions());
  const years = useQuery(yearOptionsQueryOptions());
  const canAdd = can(user, 'add-section');
  const canEdit = can(user, 'update-section');
  const mayEdit = canAdd || canEdit;
  const rooms = useQuery(roomOptionsQueryOptions(mayEdit && can(user, 'list-room')));
  const teachers = useQuery({ ...teacherOptionsQueryOptions(), enabled: mayEdit });
  const [staffing, setStaffing] = useState<Section | null>(null);

  const classId = String(state.class_id ?? '');
  const activeYear = years.data?.find((y) => y.active);
  const yearId = String(state.academic_year_id ?? activeYear?.id ?? '');

  // A new section goes into the list's year: the dialog says which, so none lands in the wrong one.
  const yearName = years.data?.find((y) => String(y.id) === yearId)?.name;
  const addTitle = yearName ? `Add section to ${yearName}` : 'Add section';

  const setFilter = (name: 'class_id' | 'academic_year_id', value: string) =>
    onStateChange({ ...state, page: 1, [name]: value ? Number(value) : undefined });

  const columns: Column<Section>[] = [
    { id: 'class', header: 'Class', sort: 'class_name', cell: (s) => s.class_name },
    nameColumn('Section'),
    { id: 'room', header: 'Room', cell: (s) => s.room_name ?? <span className="text-slate-600">—</span>, text: (s) => s.room_name ?? '' },
    { id: 'teacher', header: 'Class teacher', cell: (s) => s.teacher_name ?? <span className="text-slate-600">—</span>, text: (s) => s.teacher_name ?? '' },
    { id: 'capacity', header: 'Capacity', sort: 'capacity', align: 'right', cell: (s) => s.capacity },
    actionsColumn((s) => (
      <span className="inline-flex gap-1 whitespace-nowrap">
        <RowAction label="Subject teachers" target={`of ${s.class_name} ${s.name}`} allowed={canEdit} privilege="update-section" onClick={() => setStaffing(s)} />
        <RowAction label="Edit" target={`${s.class_name} ${s.name}`} allowed={canEdit} privilege="update-section" onClick={() => sections.editor.openEdit(s)} />
      </span>
    )),
  ];

  const noClasses = classes.data?.length === 0;
  const noActiveYear = list.isError && !list.data && !state.academic_year_id;

  return (
    <>
      {list.isError && !list.data ? (
        <QueryProblem
          title={noActiveYear ? 'No active academic year' : 'Sections could not load'}
          message={errorMessage(list.error)}
          action={
            noActiveYear && can(user, 'list-academic') ? (
              <a href="#/settings/list-academic" className={buttonClass('primary')}>
                Go to academic years
              </a>
            ) : undefined
          }
        />
      ) : null}
      <EditorListPage
        {...props}
        {...sections}
        title="Sections"
        addTitle={addTitle}
        columns={columns}
        emptyMessage={noClasses ? 'No sections yet.' : 'No sections in this year yet. Add the first one.'}
        emptyNote={
          noClasses ? (
            <NeedsFirst href="#/settings/list-classes" link="Add a class first" allowed={can(user, 'list-class')}>
              There are no classes yet. Each section belongs to a class.
            </NeedsFirst>
          ) : undefined
        }
        record="section"
        filters={
          <>
            <ClassFilter classes={classes.data} value={classId} width="w-40" onChange={(v) => setFilter('class_id', v)} />
            <ToolbarSelect
              label="Academic year"
              value={yearId}
              allLabel={yearId ? undefined : 'No active year'}
              width="w-48"
              options={(years.data ?? []).map((y) => ({ value: String(y.id), label: y.active ? `${y.name} · active` : y.name }))}
              onChange={(v) => setFilter('academic_year_id', v === String(activeYear?.id ?? '') ? '' : v)}
            />
          </>
        }
        dialogWidth="34rem"
        form={(form) => (
          <SectionForm
            {...form}
            academicYearId={yearId ? Number(yearId) : null}
            defaultClassId={classId}
            classes={classes.data ?? []}
            rooms={rooms.data ?? []}
            teachers={teachers.data ?? []}
          />
        )}
      />
      <SubjectTeachersDialog section={staffing} onClose={() => setStaffing(null)} />
    </>
  );
}
