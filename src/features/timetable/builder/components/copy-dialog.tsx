import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { idField, WEEKDAY_NAMES, type AcademicYear, type CopyResult, type Period, type SchoolClass } from '@contract';
import { classSectionsQueryOptions } from '@/api/sections';
import { CloseFooter } from '@/components/dialogs/close-footer';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { FormActions } from '@/components/form/form-actions';
import { filled } from '@/components/form/from-text';
import { SelectField } from '@/components/form/select-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ReportTable, type ReportColumn } from '@/components/report/report-table';
import { Button } from '@/components/ui/button';
import { useCopyTimetable } from '../api/entries';

export interface CopySource {
  section_id: number;
  section_name: string;
  class_id: number;
  /** Lessons in the section's week now. */
  lessons: number;
}

export interface CopyWeekFormProps {
  source: CopySource;
  classes: SchoolClass[];
  onCancel: () => void;
  /** After the copy: open the section copied to. */
  onOpen: (classId: number, sectionId: number) => void;
  periods: Period[];
}

const sectionSchema = v.object({ to_section_id: filled(idField, 'Choose the section to copy to.') });

/** Copy this section's week onto another section of the year, whose week must be empty. */
export function CopyWeekForm({ source, classes, onCancel, onOpen, periods }: CopyWeekFormProps) {
  const id = useId();
  const [classId, setClassId] = useState(source.class_id);
  const sections = useQuery(classSectionsQueryOptions(classId));
  const [to, setTo] = useState<number | null>(null);
  const [result, setResult] = useState<CopyResult | null>(null);
  const copy = useCopyTimetable(setResult);
  const { Form, Field, valid, read } = useSchemaForm(sectionSchema, { to_section_id: '' });
  const options = (sections.data ?? []).filter((s) => s.id !== source.section_id).map((s) => ({ value: String(s.id), label: `${s.class_name} ${s.name}` }));

  if (result) return <CopyOutcome result={result} periods={periods} onClose={onCancel} onOpen={to ? () => onOpen(classId, to) : undefined} />;
  return (
    <Form
      className="space-y-4"
      onSubmit={(values) => {
        const { to_section_id } = read(values);
        setTo(to_section_id);
        copy.mutate({ kind: 'section', from_section_id: source.section_id, to_section_id });
      }}
    >
      <p className="text-sm text-slate-700">{`The ${source.lessons} lessons of ${source.section_name} go to the same days and periods of the section you choose. Its week must be empty. A lesson whose teacher or room is busy then is left out and listed.`}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor={`${id}-class`} label="Class" />
          <select id={`${id}-class`} className={inputClass} value={classId} onChange={(e) => setClassId(Number(e.target.value))}>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <Field name="to_section_id">
          {(field, p) => (
            <SelectField label="Copy to section" required placeholder={sections.data ? (options.length ? 'Choose a section' : 'No other section') : 'Loading sections…'} options={options} field={field} bindings={p} />
          )}
        </Field>
      </div>
      <FormActions valid={valid} pending={copy.isPending} onCancel={onCancel} submitLabel="Copy the week" />
    </Form>
  );
}

export interface CopyYearFormProps {
  years: AcademicYear[];
  onCancel: () => void;
  periods: Period[];
}

const yearSchema = v.pipe(
  v.object({ from_year_id: filled(idField, 'Choose the year to copy from.'), to_year_id: filled(idField, 'Choose the year to copy to.') }),
  v.forward(
    v.check((y) => y.from_year_id !== y.to_year_id, 'Choose another year to copy to.'),
    ['to_year_id'],
  ),
);

/** The year after `year`, if any: where a year's timetable is usually copied. */
function nextYear(years: AcademicYear[], year: AcademicYear | undefined) {
  if (!year) return undefined;
  return [...years].filter((y) => y.start_date > year.start_date).sort((a, b) => a.start_date.localeCompare(b.start_date))[0];
}

/** Copy a whole year's timetable onto the next year's sections of the same class and name. */
export function CopyYearForm({ years, onCancel, periods }: CopyYearFormProps) {
  const [result, setResult] = useState<CopyResult | null>(null);
  const copy = useCopyTimetable(setResult);
  const active = years.find((y) => y.active);
  const { Form, Field, valid, read } = useSchemaForm(yearSchema, { from_year_id: active ? String(active.id) : '', to_year_id: String(nextYear(years, active)?.id ?? '') });
  const options = years.map((y) => ({ value: String(y.id), label: y.active ? `${y.name} (active)` : y.name }));

  if (result) return <CopyOutcome result={result} periods={periods} onClose={onCancel} />;
  return (
    <Form className="space-y-4" onSubmit={(values) => copy.mutate({ kind: 'year', ...read(values) })}>
      <p className="text-sm text-slate-700">
        Each section&apos;s week goes to the section of the same class and name in the other year. Lessons already there stay; a section missing there, or a lesson that would clash,
        is left out and listed.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="from_year_id">{(field, p) => <SelectField label="Copy from" required placeholder="Choose a year" options={options} field={field} bindings={p} />}</Field>
        <Field name="to_year_id">{(field, p) => <SelectField label="Copy to" required placeholder="Choose a year" options={options} field={field} bindings={p} />}</Field>
      </div>
      <FormActions valid={valid} pending={copy.isPending} onCancel={onCancel} submitLabel="Copy the year" />
    </Form>
  );
}

type Skipped = CopyResult['skipped'][number];

/** What was copied, and every lesson left out with why. */
function CopyOutcome({ result, periods, onClose, onOpen }: { result: CopyResult; periods: Period[]; onClose: () => void; onOpen?: () => void }) {
  const names = new Map(periods.map((p) => [p.id, p.name]));
  const columns: ReportColumn<Skipped>[] = [
    { id: 'section', header: 'Section', cell: (s) => s.section_name },
    { id: 'when', header: 'When', cell: (s) => `${WEEKDAY_NAMES[s.weekday]}, ${names.get(s.period_id) ?? 'a period'}` },
    { id: 'subject', header: 'Subject', cell: (s) => s.subject_name },
    { id: 'reason', header: 'Left out because', cell: (s) => s.reason },
  ];
  return (
    <div className="space-y-4">
      <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200">
        {`${result.copied} ${result.copied === 1 ? 'lesson' : 'lessons'} copied.`}
      </p>
      {result.skipped.length ? (
        <>
          <p className="text-sm font-medium text-amber-900">{`${result.skipped.length} left out:`}</p>
          <ReportTable caption="Lessons left out of the copy" columns={columns} rows={result.skipped} rowKey={(s) => `${s.section_name}.${s.weekday}.${s.period_id}.${s.subject_name}`} />
        </>
      ) : (
        <p className="text-sm text-slate-700">Nothing was left out.</p>
      )}
      <CloseFooter onClose={onClose}>{onOpen ? <Button onClick={onOpen}>Open that week</Button> : null}</CloseFooter>
    </div>
  );
}
