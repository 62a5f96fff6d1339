import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { PROMOTION_OUTCOMES, type AcademicYear, type PromotionOutcome, type PromotionPreview, type Profile } from '@contract';
import { ConfirmPanel } from '@/components/dialogs/confirm-panel';
import { Modal } from '@/components/dialogs/modal';
import { inputClass } from '@/components/form/field-types';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { classOptionsQueryOptions, yearOptionsQueryOptions } from '@/lib/pickers';
import { currentSectionsQueryOptions, promotionPreviewQueryOptions, usePromote } from '../api/promotion';

const OUTCOME_LABELS: Record<PromotionOutcome, string> = { promoted: 'Promoted', repeated: 'Repeated', graduated: 'Graduated' };

/** The year the students move into: the first that starts after the active one. */
export function nextYearAfter(years: AcademicYear[]): AcademicYear | null {
  const active = years.find((y) => y.active);
  if (!active) return null;
  return [...years].filter((y) => y.start_date > active.start_date).sort((a, b) => a.start_date.localeCompare(b.start_date))[0] ?? null;
}

function Select({ label, value, onChange, children, disabled, width = 'w-48', srOnlyLabel }: {
  label: string; value: string; onChange: (v: string) => void; children: ReactNode; disabled?: boolean; width?: string; srOnlyLabel?: boolean;
}) {
  const id = useId();
  return (
    <div className={width}>
      <label htmlFor={id} className={srOnlyLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-800'}>
        {label}
      </label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)} className={inputClass}>
        {children}
      </select>
    </div>
  );
}

/** Students › Promote (pass-student): one section's students into next year, decided row by row. */
export function PromotePage({ user }: { user: Profile }) {
  const classes = useQuery(classOptionsQueryOptions());
  const years = useQuery(yearOptionsQueryOptions());
  const [classId, setClassId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [targetYear, setTargetYear] = useState('');
  const sections = useQuery(currentSectionsQueryOptions(classId));

  const active = years.data?.find((y) => y.active) ?? null;
  const suggested = years.data ? nextYearAfter(years.data) : null;
  const laterYears = (years.data ?? []).filter((y) => active && y.start_date > active.start_date).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const targetId = targetYear || (suggested ? String(suggested.id) : '');
  const preview = useQuery(promotionPreviewQueryOptions(Number(sectionId || 0), Number(targetId || 0)));

  if (years.data && !active) {
    return (
      <QueryProblem
        title="No active academic year"
        message="Promotion moves a section of the active year into the next one. Make a year active first."
        action={can(user, 'list-academic') ? <a href="#/settings/list-academic" className={buttonClass('primary')}>Go to academic years</a> : undefined}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <Select label={`Class (${active?.name ?? 'active year'})`} value={classId} onChange={(v) => { setClassId(v); setSectionId(''); }}>
          <option value="">Pick a class</option>
          {(classes.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </Select>
        <Select label="Section" value={sectionId} disabled={!classId} width="w-40" onChange={setSectionId}>
          <option value="">{classId ? 'Pick a section' : 'Pick a class first'}</option>
          {(sections.data ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        <Select label="Into academic year" value={targetId} disabled={laterYears.length === 0} onChange={setTargetYear}>
          {laterYears.length === 0 ? <option value="">No later year</option> : null}
          {laterYears.map((y) => (
            <option key={y.id} value={y.id}>
              {y.name}
            </option>
          ))}
        </Select>
      </div>

      {years.data && laterYears.length === 0 ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Create next year’s academic year first.</p>
          <p className="mt-1">Students are promoted into a year that starts after {active?.name}. None exists yet.</p>
          {can(user, 'list-academic') ? (
            <a href="#/settings/list-academic" className={buttonClass('primary', 'mt-3')}>
              Go to academic years
            </a>
          ) : null}
        </div>
      ) : null}

      {sections.data && classId && sections.data.length === 0 ? (
        <p className="text-sm text-slate-700">This class has no sections in {active?.name}.</p>
      ) : null}

      {preview.isError ? <QueryProblem title="The proposal could not load" message={errorMessage(preview.error)} /> : null}
      {preview.isFetching && !preview.data ? <p className="py-8 text-center text-sm text-slate-600">Loading the proposal…</p> : null}
      {preview.data && sectionId && targetId ? (
        <PromotionTable
          key={`${sectionId}-${targetId}-${preview.dataUpdatedAt}`}
          preview={preview.data}
          targetYearId={Number(targetId)}
          targetYearName={laterYears.find((y) => String(y.id) === targetId)?.name ?? ''}
          sectionName={sections.data?.find((s) => String(s.id) === sectionId)?.name ?? ''}
        />
      ) : null}
    </div>
  );
}

interface Decision {
  outcome: PromotionOutcome;
  target: string;
}

type Preview = PromotionPreview;

const optionsFor = (p: Preview, outcome: PromotionOutcome) => (outcome === 'promoted' ? p.next_sections : outcome === 'repeated' ? p.repeat_sections : []);

function defaultTarget(p: Preview, outcome: PromotionOutcome, preferred: number | null): string {
  const list = optionsFor(p, outcome);
  if (preferred && list.some((s) => s.id === preferred)) return String(preferred);
  return list[0] ? String(list[0].id) : '';
}

function initialDecisions(p: Preview): Record<number, Decision> {
  const out: Record<number, Decision> = {};
  for (const s of p.students) {
    const outcome = s.already?.outcome ?? s.proposed;
    out[s.student_id] = { outcome, target: outcome === 'graduated' ? '' : defaultTarget(p, outcome, s.already?.section_id ?? s.target_section_id) };
  }
  return out;
}

function PromotionTable({ preview, targetYearId, targetYearName, sectionName }: { preview: Preview; targetYearId: number; targetYearName: string; sectionName: string }) {
  const [decisions, setDecisions] = useState(() => initialDecisions(preview));
  const [bulk, setBulk] = useState<PromotionOutcome | ''>('');
  const [confirming, setConfirming] = useState(false);
  const promote = usePromote(() => setConfirming(false));
  const names = new Map([
    ...preview.next_sections.map((s) => [String(s.id), `${preview.next_class_name ?? ''} ${s.name}`.trim()] as const),
    ...preview.repeat_sections.map((s) => [String(s.id), `${preview.class_name} ${s.name}`] as const),
  ]);
  const sectionLabel = (id: string) => names.get(id) ?? id;

  const students = preview.students;
  const missingTarget = students.filter((s) => {
    const d = decisions[s.student_id]!;
    return d.outcome !== 'graduated' && !d.target;
  });
  const rerun = students.filter((s) => s.already).length;
  const counts = PROMOTION_OUTCOMES.map((o) => ({ o, n: students.filter((s) => decisions[s.student_id]!.outcome === o).length }));

  // The server names rows by their place in `decisions`, which follows the table's order.
  const serverIssues = promote.error instanceof HttpError ? promote.error.issues : [];
  const rowIssues = new Map<number, string[]>();
  const otherIssues: string[] = [];
  for (const issue of serverIssues) {
    const m = /^decisions\.(\d+)/.exec(issue.path);
    const student = m ? students[Number(m[1])] : undefined;
    if (student) rowIssues.set(student.student_id, [...(rowIssues.get(student.student_id) ?? []), issue.message]);
    else otherIssues.push(issue.message);
  }

  const set = (studentId: number, patch: Partial<Decision>) => setDecisions((all) => ({ ...all, [studentId]: { ...all[studentId]!, ...patch } }));
  const setOutcome = (studentId: number, outcome: PromotionOutcome) => {
    const s = students.find((x) => x.student_id === studentId)!;
    set(studentId, { outcome, target: outcome === 'graduated' ? '' : defaultTarget(preview, outcome, s.target_section_id) });
  };
  const applyBulk = () => {
    if (!bulk) return;
    const next: Record<number, Decision> = {};
    for (const s of students) next[s.student_id] = { outcome: bulk, target: bulk === 'graduated' ? '' : defaultTarget(preview, bulk, s.target_section_id) };
    setDecisions(next);
  };

  const submit = () =>
    promote.mutate({
      section_id: preview.section_id,
      target_year_id: targetYearId,
      decisions: students.map((s) => {
        const d = decisions[s.student_id]!;
        return { student_id: s.student_id, outcome: d.outcome, target_section_id: d.target ? Number(d.target) : null };
      }),
    });

  const targetSummary = (o: PromotionOutcome) => {
    const bySection = new Map<string, number>();
    for (const s of students) {
      const d = decisions[s.student_id]!;
      if (d.outcome === o && d.target) bySection.set(d.target, (bySection.get(d.target) ?? 0) + 1);
    }
    return [...bySection].map(([id, n]) => `${n} into ${sectionLabel(id)}`).join(', ');
  };

  if (students.length === 0) {
    return <p className="rounded-xl bg-white px-4 py-12 text-center text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">No students are enrolled in this section.</p>;
  }

  return (
    <section aria-labelledby="promotion-heading" className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-end gap-3 border-b border-slate-200 p-4">
        <div className="flex-1">
          <h2 id="promotion-heading" className="text-base font-semibold text-slate-900">
            {preview.class_name} {sectionName} → {targetYearName}
          </h2>
          <p className="text-sm text-slate-700">
            {students.length} students · promoted go to {preview.next_class_name ?? 'no next class (graduate or repeat)'}
            {rerun ? ` · ${rerun} already decided in an earlier run` : ''}
          </p>
        </div>
        <Select label="Set all to…" value={bulk} width="w-40" onChange={(v) => setBulk(v as PromotionOutcome | '')}>
          <option value="">Choose</option>
          {PROMOTION_OUTCOMES.map((o) => (
            <option key={o} value={o} disabled={o === 'promoted' && !preview.next_class_id}>
              {OUTCOME_LABELS[o]}
            </option>
          ))}
        </Select>
        <Button variant="secondary" disabled={!bulk} onClick={applyBulk}>
          Apply to all
        </Button>
        <Button disabled={missingTarget.length > 0 || promote.isPending} onClick={() => setConfirming(true)}>
          Confirm promotion
        </Button>
      </div>

      {preview.next_class_id && preview.next_sections.length === 0 ? (
        <p role="status" className="mx-4 mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          {preview.next_class_name} has no sections in {targetYearName} yet: add them under Settings › Sections before promoting.
        </p>
      ) : null}
      {serverIssues.length > 0 || (promote.error && !(promote.error instanceof HttpError && promote.error.issues.length)) ? (
        <div role="alert" className="mx-4 mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900 ring-1 ring-red-200">
          <p className="font-semibold">Nothing was saved.</p>
          <ul className="mt-1 list-disc pl-5">
            {students.filter((s) => rowIssues.has(s.student_id)).map((s) => (
              <li key={s.student_id}>
                {s.fullname} ({s.admission_no}): {rowIssues.get(s.student_id)!.join(' ')}
              </li>
            ))}
            {otherIssues.map((m) => (
              <li key={m}>{m}</li>
            ))}
            {serverIssues.length === 0 && promote.error ? <li>{errorMessage(promote.error)}</li> : null}
          </ul>
        </div>
      ) : null}

      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Students of {preview.class_name} {sectionName} and what happens to each</caption>
          <thead>
            <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-4 py-2 font-semibold">Student</th>
              <th scope="col" className="px-4 py-2 font-semibold">Outcome</th>
              <th scope="col" className="px-4 py-2 font-semibold">Section in {targetYearName}</th>
              <th scope="col" className="px-4 py-2 font-semibold">Status</th>
            </tr>
          </thead>
          <tbody>
            {students.map((s) => {
              const d = decisions[s.student_id]!;
              const options = optionsFor(preview, d.outcome);
              const issues = rowIssues.get(s.student_id);
              return (
                <tr key={s.student_id} className={`border-b border-slate-100 last:border-0 ${issues ? 'bg-red-50' : ''}`}>
                  <th scope="row" className="px-4 py-2 text-left font-normal">
                    <span className="font-medium text-slate-900">{s.fullname}</span>
                    <span className="block text-xs text-slate-600">{s.admission_no}</span>
                  </th>
                  <td className="px-4 py-2">
                    <Select label={`Outcome for ${s.fullname}`} srOnlyLabel value={d.outcome} width="w-36" onChange={(v) => setOutcome(s.student_id, v as PromotionOutcome)}>
                      {PROMOTION_OUTCOMES.map((o) => (
                        <option key={o} value={o} disabled={o === 'promoted' && !preview.next_class_id}>
                          {OUTCOME_LABELS[o]}
                        </option>
                      ))}
                    </Select>
                  </td>
                  <td className="px-4 py-2">
                    {d.outcome === 'graduated' ? (
                      <span className="text-slate-600">Leaves the school</span>
                    ) : (
                      <Select label={`Section for ${s.fullname}`} srOnlyLabel value={d.target} width="w-44" onChange={(v) => set(s.student_id, { target: v })}>
                        <option value="">{options.length ? 'Pick a section' : 'No sections yet'}</option>
                        {options.map((o) => (
                          <option key={o.id} value={o.id}>
                            {d.outcome === 'promoted' ? preview.next_class_name : preview.class_name} {o.name} ({o.enrolled}/{o.capacity})
                          </option>
                        ))}
                      </Select>
                    )}
                    {issues ? <p className="mt-1 text-xs font-medium text-red-700">{issues.join(' ')}</p> : null}
                  </td>
                  <td className="px-4 py-2">
                    {s.already ? (
                      <span className="inline-flex rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900">
                        Already {s.already.outcome}
                      </span>
                    ) : (
                      <span className="text-xs text-slate-600">Proposed: {OUTCOME_LABELS[s.proposed].toLowerCase()}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {missingTarget.length > 0 ? (
        <p className="border-t border-slate-200 px-4 py-3 text-sm text-red-700">
          Pick a section for {missingTarget.length === 1 ? missingTarget[0]!.fullname : `${missingTarget.length} students`} before confirming.
        </p>
      ) : null}

      <Modal open={confirming} onClose={() => setConfirming(false)} title="Confirm the promotion" width="32rem">
        <ConfirmPanel confirmLabel="Promote" pending={promote.isPending} onCancel={() => setConfirming(false)} onConfirm={submit}>
          <p>
            {preview.class_name} {sectionName}: {students.length} students into {targetYearName}.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            {counts.map(({ o, n }) => (
              <li key={o}>
                <strong>{n}</strong> {OUTCOME_LABELS[o].toLowerCase()}
                {n && o !== 'graduated' && targetSummary(o) ? ` (${targetSummary(o)})` : ''}
              </li>
            ))}
          </ul>
          {rerun ? <p>{rerun} of them were decided before; their enrolment in {targetYearName} is replaced.</p> : null}
          <p>It is saved whole or not at all.</p>
        </ConfirmPanel>
      </Modal>
    </section>
  );
}
