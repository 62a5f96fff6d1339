import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PERFORMANCE_CATEGORIES, type PerformanceNote, type Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { activeFilters, withoutFilters } from '@/components/data-table/list-state';
import { serverTableProps } from '@/components/data-table/server-table';
import { Modal } from '@/components/dialogs/modal';
import { buttonClass, focusRing } from '@/components/ui/button';
import { ToolbarDate, ToolbarSelect } from '@/components/form/toolbar-fields';
import { personColumn } from '@/components/data-table/person-column';
import { editColumn } from '@/components/data-table/row-action';
import { can } from '@/lib/can';
import { formatDate } from '@/lib/format-date';
import { fetchPerformancePage, performanceQueryOptions, useSavePerformance } from '../api/performance';
import type { PerformanceListState } from '../api/search';
import { PerformanceForm } from '../forms/performance-form';
import { CATEGORY_LABELS, categoryOptions, ratingText } from '../lib/dates';
import { RatingStars } from './rating';

export interface PerformanceListPageProps {
  user: Profile;
  search: PerformanceListState;
  onSearchChange: (next: PerformanceListState) => void;
}

const dash = <span className="text-slate-600">—</span>;

/** Students › List Performance: every note, filtered on the server by class, section, category and dates. */
export function PerformanceListPage({ user, search, onSearchChange }: PerformanceListPageProps) {
  const list = useQuery(performanceQueryOptions(search));
  const classes = useQuery(classOptionsQueryOptions());
  const sections = useQuery(classSectionsQueryOptions(search.class_id));
  const [editing, setEditing] = useState<PerformanceNote | null>(null);
  const save = useSavePerformance(() => setEditing(null));
  const canEdit = can(user, 'update-perfomance-student');
  const canAdd = can(user, 'add-perfomance-student');

  const choose = (patch: Partial<PerformanceListState>) => onSearchChange({ ...search, page: 1, ...patch });
  const idOf = (value: string) => (value ? Number(value) : undefined);
  const clearFilters = () => onSearchChange(withoutFilters(search));
  const filtered = activeFilters(search).length > 0;
  const studentName = search.student_id ? list.data?.data.find((n) => n.student_id === search.student_id)?.student_name : undefined;

  const columns: Column<PerformanceNote>[] = [
    { id: 'date', header: 'Date', sort: 'date', cell: (n) => <span className="whitespace-nowrap">{formatDate(n.date)}</span>, text: (n) => n.date.slice(0, 10) },
    personColumn({ id: 'student', header: 'Student', sort: 'student_name', name: (n) => n.student_name, number: (n) => n.admission_no }),
    {
      id: 'class',
      header: 'Class / section',
      cell: (n) => (n.class_name ? <span className="whitespace-nowrap">{`${n.class_name}${n.section_name ? ` · ${n.section_name}` : ''}`}</span> : dash),
      text: (n) => [n.class_name, n.section_name].filter(Boolean).join(' '),
      wide: true,
    },
    { id: 'category', header: 'Category', sort: 'category', cell: (n) => CATEGORY_LABELS[n.category] ?? n.category },
    { id: 'rating', header: 'Rating', sort: 'rating', cell: (n) => <RatingStars rating={n.rating} />, text: (n) => ratingText(n.rating) },
    { id: 'remark', header: 'Remark', cell: (n) => <span className="line-clamp-2 max-w-md">{n.remark}</span>, text: (n) => n.remark },
    { id: 'author', header: 'Author', cell: (n) => n.author_name ?? dash, text: (n) => n.author_name ?? '', wide: true },
    // Always in view, even when a long name or remark makes the table scroll sideways.
    { ...editColumn<PerformanceNote>(setEditing, canEdit, 'update-perfomance-student', (n) => `note of ${n.student_name} on ${formatDate(n.date)}`), pin: true },
  ];

  return (
    <>
      {filtered ? (
        <div className="mb-3 flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span>
            {search.student_id ? `Notes of ${studentName ?? 'one student'}` : 'Filtered notes'}
            {search.start || search.end ? ` · ${formatDate(search.start) || '…'} to ${formatDate(search.end) || '…'}` : ''}
          </span>
          <button type="button" className={`text-brand-700 underline ${focusRing}`} onClick={clearFilters}>
            Clear filters
          </button>
        </div>
      ) : null}
      <DataTable
        title="Performance notes"
        columns={columns}
        {...serverTableProps(list, search, onSearchChange, fetchPerformancePage)}
        onOpen={canEdit ? setEditing : undefined}
        searchLabel="Search student or remark"
        emptyMessage="No performance notes yet."
        actions={
          <>
            <ToolbarSelect
              label="Class"
              value={String(search.class_id ?? '')}
              allLabel="All classes"
              options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
              // A section belongs to its class: a new class clears the section.
              onChange={(v) => choose({ class_id: idOf(v), section_id: undefined })}
            />
            <ToolbarSelect
              label="Section"
              value={String(search.section_id ?? '')}
              allLabel={search.class_id ? 'All sections' : 'Pick a class first'}
              width="w-32"
              disabled={!search.class_id}
              options={(sections.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              onChange={(v) => choose({ section_id: idOf(v) })}
            />
            <ToolbarSelect
              label="Category"
              value={search.category ?? ''}
              allLabel="All categories"
              options={categoryOptions}
              onChange={(v) => choose({ category: PERFORMANCE_CATEGORIES.find((c) => c === v) })}
            />
            <ToolbarDate label="From" value={search.start ?? ''} max={search.end} onChange={(v) => choose({ start: v || undefined })} />
            <ToolbarDate label="To" value={search.end ?? ''} min={search.start} onChange={(v) => choose({ end: v || undefined })} />
            {canAdd ? (
              <a href="#/students/add-performance" className={buttonClass('primary')}>
                Add note
              </a>
            ) : null}
          </>
        }
      />
      <Modal open={editing !== null} onClose={() => setEditing(null)} title="Edit performance note" width="36rem">
        {editing ? (
          <PerformanceForm
            // The note's latest copy once the list is fetched again (Reload after a stale save).
            initial={list.data?.data.find((n) => n.id === editing.id) ?? editing}
            pending={save.isPending}
            onCancel={() => setEditing(null)}
            onSubmit={(input) => save.mutate({ id: editing.id, input })}
          />
        ) : null}
      </Modal>
    </>
  );
}
