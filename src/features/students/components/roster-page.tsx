import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { GENDERS, STUDENT_STATUSES, type Page, type Profile, type RosterStudent, type StudentListRow } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { ClassFilter } from '@/components/form/class-filter';
import { ToolbarSelect } from '@/components/form/toolbar-fields';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusBadge } from '@/components/ui/status-badge';
import { can, lacks } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { fetchStudentsPage, rosterQueryOptions, studentsQueryOptions, type StudentListState } from '../api/students';

import { lacksSections, NeedsSection } from './needs-section';
import { StudentPhoto } from './student-photo';

export interface RosterPageProps {
  user: Profile;
  state: StudentListState;
  onStateChange: (next: StudentListState) => void;
  onOpen: (id: number) => void;
}

type Row = RosterStudent & Partial<Pick<StudentListRow, 'parent_phone'>>;

const matches = (s: RosterStudent, search: string) => {
  const q = search.trim().toLowerCase();
  if (!q) return true;
  return [s.fullname, s.admission_no, s.first_name, s.last_name, s.middle_name ?? ''].some((t) => t.toLowerCase().includes(q));
};

/** A saved roster as a list page: searched, sorted and paged here, on the device. */
export function rosterPage(rows: RosterStudent[], state: StudentListState): Page<RosterStudent> {
  const gender = state.gender;
  let found = rows.filter((s) => matches(s, state.search ?? '') && (!gender || s.gender === gender));
  const key = (state.sort ?? 'first_name') as keyof RosterStudent;
  if (['admission_no', 'first_name', 'last_name', 'class_name'].includes(key)) {
    const dir = state.order === 'desc' ? -1 : 1;
    found = [...found].sort((a, b) => dir * String(a[key] ?? '').localeCompare(String(b[key] ?? ''), undefined, { numeric: true }));
  }
  const start = (state.page - 1) * state.limit;
  return { data: found.slice(start, start + state.limit), total: found.length, page: state.page, limit: state.limit };
}

/**
 * Students › List. With a section picked (active students, no house filter) the page reads that
 * section's roster, which is saved on the device: offline it still renders, searchable here.
 * Anything else is the server's paged list, online only.
 */
export function RosterPage({ user, state, onStateChange, onOpen }: RosterPageProps) {
  const online = useOnline();
  const router = useRouter();
  const routes = router.routesByPath as unknown as Record<string, unknown>;
  const classId = state.class_id ?? null;
  const sectionId = state.section_id ?? null;
  const rosterMode = sectionId !== null && (!state.status || state.status === 'Active') && !state.house;

  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(classId));
  const list = useQuery(studentsQueryOptions(state, !rosterMode));
  const roster = useQuery({ ...rosterQueryOptions(sectionId ?? 0), enabled: rosterMode });

  const canAdd = can(user, 'add-student');
  const canPromote = can(user, 'pass-student');

  // The toolbar's selects; the filter dialog sets only its own key (house).
  const choose = (patch: Partial<StudentListState>) => onStateChange({ ...state, page: 1, ...patch });
  const idOf = (value: string) => (value ? Number(value) : undefined);

  const className = (id: string) => classes.data?.find((c) => String(c.id) === id)?.name ?? id;
  const sectionName = (id: string) => sections.data?.find((s) => String(s.id) === id)?.name ?? id;
  const describe = (filters: Record<string, string>) =>
    Object.entries(filters)
      .map(([k, v]) => (k === 'class_id' ? `class ${className(v)}` : k === 'section_id' ? `section ${sectionName(v)}` : `${k} ${v}`))
      .join(', ');

  const columns: Column<Row>[] = [
    { id: 'photo', header: 'Photo', cell: (s) => <StudentPhoto name={s.fullname} photo={s.photo} />, text: () => null },
    { id: 'admission_no', header: 'Admission no', sort: 'admission_no', cell: (s) => <span className="tabular-nums">{s.admission_no}</span>, text: (s) => s.admission_no },
    {
      id: 'name',
      header: 'Name',
      sort: 'first_name',
      cell: (s) => (
        <a href={`#/students/view/${s.id}`} className="whitespace-nowrap font-medium text-slate-900 underline-offset-2 hover:underline">
          {s.fullname}
        </a>
      ),
      text: (s) => s.fullname,
    },
    { id: 'gender', header: 'Gender', cell: (s) => s.gender, wide: true },
    { id: 'class', header: 'Class', sort: 'class_name', cell: (s) => s.class_name ?? '—', text: (s) => s.class_name ?? '' },
    { id: 'section', header: 'Section', cell: (s) => s.section_name ?? '—', text: (s) => s.section_name ?? '' },
    { id: 'status', header: 'Status', cell: (s) => <StatusBadge status={s.status} />, text: (s) => s.status },
  ];
  if (!rosterMode) {
    columns.push({ id: 'parent_phone', header: 'Parent phone', cell: (s) => <span className="whitespace-nowrap">{s.parent_phone ?? '—'}</span>, text: (s) => s.parent_phone ?? '', wide: true });
  }

  const rosterRows = roster.data ? rosterPage(roster.data, state) : undefined;
  const rows: Page<Row> | undefined = rosterMode ? rosterRows : list.data;
  const query = rosterMode ? roster : list;
  const offlineProblem = !online || (query.error instanceof HttpError && query.error.isNetwork);

  let problem: { title: string; message: string } | null = null;
  if (rosterMode && !roster.data && (roster.isError || !online)) {
    problem = offlineProblem
      ? { title: 'This needs a connection', message: 'This section’s roster has not been saved on this device yet. Open it once online to keep it for offline use.' }
      : { title: 'The roster could not load', message: errorMessage(roster.error) };
  } else if (!rosterMode && (list.isError || (!online && !list.data))) {
    problem = offlineProblem
      ? {
          title: 'This needs a connection',
          message: sectionId
            ? 'These filters need the server. Offline, a section’s saved roster shows its active students.'
            : 'Offline, only the rosters of sections opened earlier are available: pick a class and a section.',
        }
      : { title: 'Students could not load', message: errorMessage(list.error) };
  }

  const promoteLink = routes['/students/promote'] ? (
    canPromote ? (
      <a href="#/students/promote" className={buttonClass('secondary')}>
        Promote section
      </a>
    ) : (
      <Button variant="secondary" disabled title={lacks(false, 'pass-student')}>
        Promote section
      </Button>
    )
  ) : null;
  const importLink = routes['/students/import'] ? (
    canAdd ? (
      <a href="#/students/import" className={buttonClass('secondary')}>
        Import CSV
      </a>
    ) : (
      <Button variant="secondary" disabled title={lacks(false, 'add-student')}>
        Import CSV
      </Button>
    )
  ) : null;

  return (
    <div className="space-y-4">
      {problem ? <QueryProblem title={problem.title} message={problem.message} /> : null}
      <DataTable<Row, StudentListState>
        title="Students"
        columns={columns}
        rows={rows}
        loading={query.isFetching}
        savedAt={query.isPaused || query.isError || !online ? query.dataUpdatedAt : undefined}
        state={state}
        onStateChange={onStateChange}
        rowKey={(s) => s.id}
        onOpen={(s) => onOpen(s.id)}
        fetchPage={(s) => (rosterMode ? Promise.resolve(rosterPage(roster.data ?? [], s)) : fetchStudentsPage(s))}
        searchLabel={rosterMode ? 'Search name or admission number' : 'Search name, number or parent phone'}
        emptyMessage={rosterMode ? 'No active students in this section.' : lacksSections(classes.data) ? 'No students yet.' : 'No students yet. Admit the first one.'}
        emptyNote={rosterMode ? undefined : <NeedsSection user={user} classes={classes.data} />}
        filter={{ fields: ['house'], title: 'Filter students', describe }}
        actions={
          <>
            <ClassFilter
              classes={classes.data}
              value={String(state.class_id ?? '')}
              // A section belongs to one class: a new class clears it.
              onChange={(v) => choose({ class_id: idOf(v), section_id: undefined })}
            />
            <ToolbarSelect
              label="Section"
              value={String(state.section_id ?? '')}
              allLabel="All sections"
              disabled={!classId}
              options={(sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(v) => choose({ section_id: idOf(v) })}
            />
            <ToolbarSelect
              label="Status"
              value={state.status ?? ''}
              allLabel="All statuses"
              options={STUDENT_STATUSES.map((s) => ({ value: s, label: s }))}
              onChange={(v) => choose({ status: STUDENT_STATUSES.find((s) => s === v) })}
            />
            <ToolbarSelect
              label="Gender"
              value={state.gender ?? ''}
              allLabel="All genders"
              options={GENDERS.map((g) => ({ value: g, label: g }))}
              onChange={(v) => choose({ gender: GENDERS.find((g) => g === v) })}
            />
            {canAdd ? (
              <a href="#/students/add" className={buttonClass('primary')}>
                Admit student
              </a>
            ) : (
              <Button disabled title={lacks(false, 'add-student')}>
                Admit student
              </Button>
            )}
            {promoteLink}
            {importLink}
          </>
        }
      />
    </div>
  );
}
