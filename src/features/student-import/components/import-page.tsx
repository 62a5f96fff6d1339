import { useId, useMemo, useRef, useState } from 'react';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS, type ImportColumn, type ImportPreview, type ImportRowIssue, type Profile } from '@contract';
import { inputClass } from '@/components/form/field-types';
import { Button, buttonClass, focusRing } from '@/components/ui/button';
import { can } from '@/lib/can';
import { notify } from '@/lib/toast';
import { downloadTemplate, rowIssuesOf, usePreviewImport, useRunImport, type ImportResult } from '../api/student-import';
import { parseCsv, toTable, type CsvTable } from '../lib/csv-parse';
import { autoMap, buildRows, COLUMN_LABELS, duplicateColumns, missingRequired, REQUIRED_COLUMNS } from '../lib/mapping';

type Mapping = (ImportColumn | '')[];

interface LoadedFile {
  name: string;
  table: CsvTable;
}

const stepHeading = 'mb-3 flex items-center gap-2 text-base font-semibold text-slate-900';
const card = 'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200';

function StepNumber({ n, done }: { n: number; done?: boolean }) {
  return (
    <span aria-hidden="true" className={`inline-flex size-6 items-center justify-center rounded-full text-xs font-bold ${done ? 'bg-emerald-600 text-white' : 'bg-brand-700 text-white'}`}>
      {done ? '✓' : n}
    </span>
  );
}

/** Students › Import: template, a CSV chosen here, its columns mapped, checked by the server, then imported whole. */
export function ImportPage({ user }: { user: Profile }) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [mapping, setMapping] = useState<Mapping>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The preview no longer matches the rows (a cell or the mapping changed since). */
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<{ result: ImportResult; preview: ImportPreview } | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);

  const check = usePreviewImport((p) => {
    setPreview(p);
    setStale(false);
  });
  const run = useRunImport((r) => setResult({ result: r, preview: preview! }));

  const missing = missingRequired(mapping);
  const duplicates = duplicateColumns(mapping);
  const mappingOk = file !== null && missing.length === 0 && duplicates.length === 0;
  const rows = useMemo(() => (file ? buildRows(file.table.rows, mapping) : []), [file, mapping]);
  const refusedIssues = rowIssuesOf(run.error);
  const issues: ImportRowIssue[] = refusedIssues.length ? refusedIssues : (preview?.issues ?? []);
  const canImport = mappingOk && preview !== null && !stale && issues.length === 0 && !run.isPending && !result;

  async function onTemplate() {
    setTemplateBusy(true);
    try {
      await downloadTemplate();
    } catch (error) {
      notify.error(error);
    } finally {
      setTemplateBusy(false);
    }
  }

  async function onFile(chosen: File | undefined) {
    setPreview(null);
    setResult(null);
    setFileError('');
    check.reset();
    run.reset();
    if (!chosen) return;
    let text: string;
    try {
      text = await chosen.text();
    } catch {
      setFile(null);
      setFileError('The file could not be read.');
      return;
    }
    const table = toTable(parseCsv(text));
    if (table.headers.length === 0 || table.headers.every((h) => !h)) {
      setFile(null);
      setFileError('The file is empty: it needs a header row and at least one student.');
      return;
    }
    if (table.rows.length === 0) {
      setFile(null);
      setFileError('The file has a header row but no students under it.');
      return;
    }
    if (table.rows.length > IMPORT_MAX_ROWS) {
      setFile(null);
      setFileError(`The file has ${table.rows.length.toLocaleString()} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString()} at a time. Split it into smaller files.`);
      return;
    }
    setFile({ name: chosen.name, table });
    setMapping(autoMap(table.headers));
    setStale(false);
  }

  const setColumn = (i: number, column: ImportColumn | '') => {
    setMapping((m) => m.map((c, j) => (j === i ? column : c)));
    if (preview) setStale(true);
  };

  const editCell = (rowIndex: number, colIndex: number, value: string) => {
    setFile((f) => {
      if (!f) return f;
      const next = f.table.rows.map((r, i) => (i === rowIndex ? r.map((c, j) => (j === colIndex ? value : c)) : r));
      return { ...f, table: { ...f.table, rows: next } };
    });
    setStale(true);
    run.reset();
  };

  const issueRows = [...new Set(issues.map((i) => i.row))].sort((a, b) => a - b);

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <section aria-labelledby="step-file" className={card}>
        <h2 id="step-file" className={stepHeading}>
          <StepNumber n={1} done={file !== null} /> Choose the file
        </h2>
        <p className="mb-3 text-sm text-slate-700">
          Start from the template: one student per row, at most {IMPORT_MAX_ROWS.toLocaleString()} rows. Rows whose admission number already exists are skipped.
        </p>
        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" disabled={templateBusy} onClick={() => void onTemplate()}>
            Download template
          </Button>
          <div>
            <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
              CSV file
            </label>
            <input
              id={fileId}
              ref={fileInput}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={fileError ? `${fileId}-error` : undefined}
              onChange={(e) => {
                void onFile(e.currentTarget.files?.[0]);
              }}
              className={`block text-sm text-slate-800 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50 ${focusRing}`}
            />
          </div>
          {file ? (
            <p className="text-sm text-slate-700">
              <strong>{file.name}</strong>: {file.table.rows.length} rows, {file.table.headers.length} columns
            </p>
          ) : null}
        </div>
        {fileError ? (
          <p id={`${fileId}-error`} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {fileError}
          </p>
        ) : null}
      </section>

      {file ? (
        <section aria-labelledby="step-map" className={card}>
          <h2 id="step-map" className={stepHeading}>
            <StepNumber n={2} done={mappingOk} /> Match the columns
          </h2>
          <p className="mb-3 text-sm text-slate-700">Each column of the file goes into one field. Columns set to “Leave out” are not imported.</p>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Columns of the file and the field each goes into</caption>
              <thead>
                <tr className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="px-3 py-2 font-semibold">Column in the file</th>
                  <th scope="col" className="px-3 py-2 font-semibold">First row</th>
                  <th scope="col" className="px-3 py-2 font-semibold">Goes into</th>
                </tr>
              </thead>
              <tbody>
                {file.table.headers.map((h, i) => {
                  const chosen = mapping[i] ?? '';
                  const dup = chosen !== '' && duplicates.includes(chosen);
                  return (
                    <tr key={i} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="px-3 py-2 text-left font-medium text-slate-900">
                        {h || <span className="text-slate-600">(no name)</span>}
                      </th>
                      <td className="max-w-48 truncate px-3 py-2 text-slate-700">{file.table.rows[0]?.[i] ?? ''}</td>
                      <td className="px-3 py-2">
                        <label className="sr-only" htmlFor={`${fileId}-map-${i}`}>
                          Field for column {h || i + 1}
                        </label>
                        <select
                          id={`${fileId}-map-${i}`}
                          value={chosen}
                          aria-invalid={dup || undefined}
                          onChange={(e) => setColumn(i, e.target.value as ImportColumn | '')}
                          className={`${inputClass} max-w-64`}
                        >
                          <option value="">Leave out</option>
                          {IMPORT_COLUMNS.map((c) => (
                            <option key={c} value={c}>
                              {COLUMN_LABELS[c]}
                              {REQUIRED_COLUMNS.includes(c) ? ' (required)' : ''}
                            </option>
                          ))}
                        </select>
                        {dup ? <p className="mt-1 text-xs font-medium text-red-700">{COLUMN_LABELS[chosen]} is chosen for more than one column.</p> : null}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {missing.length ? (
            <p role="alert" className="mt-3 text-sm font-medium text-red-700">
              Required fields no column goes into: {missing.map((c) => COLUMN_LABELS[c]).join(', ')}.
            </p>
          ) : null}
          <div className="mt-4 flex justify-end">
            <Button disabled={!mappingOk || check.isPending} onClick={() => check.mutate(rows)}>
              {preview ? 'Check again' : 'Check the rows'}
            </Button>
          </div>
        </section>
      ) : null}

      {file && preview ? (
        <section aria-labelledby="step-check" className={card}>
          <h2 id="step-check" className={stepHeading}>
            <StepNumber n={3} done={issues.length === 0 && !stale} /> Check
          </h2>
          <dl className="mb-4 grid gap-3 sm:grid-cols-4">
            {[
              ['Rows', preview.rows],
              ['New students', preview.new_students],
              ['Existing, skipped', preview.existing],
              ['New parents', preview.new_parents],
            ].map(([label, n]) => (
              <div key={label} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
                <dt className="text-xs text-slate-600">{label}</dt>
                <dd className="text-xl font-semibold tabular-nums text-slate-900">{n}</dd>
              </div>
            ))}
          </dl>
          {stale ? (
            <p role="status" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
              The rows changed since this check. Check them again before importing.
            </p>
          ) : null}
          {issues.length === 0 ? (
            <p role="status" className="text-sm font-medium text-emerald-800">
              No problems found.
            </p>
          ) : (
            <>
              <p role="alert" className="mb-2 text-sm font-medium text-red-700">
                {issues.length} problem{issues.length === 1 ? '' : 's'} in {issueRows.length} row{issueRows.length === 1 ? '' : 's'}. Fix the cells below
                and check again, or fix the file and choose it again. Nothing is imported while any row has a problem.
              </p>
              {/* Scrolls on its own: focusable so keyboard users can scroll it too. */}
              {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
              <div tabIndex={0} role="region" aria-label="Problems, row by row" className={`max-h-[32rem] overflow-auto rounded-md ring-1 ring-slate-200 ${focusRing}`}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">Problems, row by row</caption>
                  <thead className="sticky top-0 bg-slate-50">
                    <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
                      <th scope="col" className="px-3 py-2 font-semibold">Row</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Field</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Problem</th>
                      <th scope="col" className="px-3 py-2 font-semibold">Value</th>
                    </tr>
                  </thead>
                  <tbody>
                    {issues.map((issue, k) => {
                      const colIndex = issue.column === 'row' ? -1 : mapping.indexOf(issue.column);
                      const cells = file.table.rows[issue.row - 1];
                      const who = cells ? [mapping.indexOf('admission_no'), mapping.indexOf('first_name'), mapping.indexOf('last_name')].filter((i) => i >= 0).map((i) => cells[i]).join(' ') : '';
                      return (
                        <tr key={`${issue.row}-${issue.column}-${k}`} className="border-b border-slate-100 align-top last:border-0">
                          <th scope="row" className="whitespace-nowrap px-3 py-2 text-left font-medium text-slate-900">
                            Row {issue.row}
                            {who ? <span className="block text-xs font-normal text-slate-600">{who}</span> : null}
                          </th>
                          <td className="px-3 py-2 text-slate-800">{issue.column === 'row' ? 'Whole row' : COLUMN_LABELS[issue.column]}</td>
                          <td className="px-3 py-2 text-red-800">{issue.message}</td>
                          <td className="px-3 py-2">
                            {cells && colIndex >= 0 ? (
                              <>
                                <label className="sr-only" htmlFor={`${fileId}-cell-${k}`}>
                                  {COLUMN_LABELS[issue.column as ImportColumn]} of row {issue.row}
                                </label>
                                <input
                                  id={`${fileId}-cell-${k}`}
                                  value={cells[colIndex] ?? ''}
                                  maxLength={500}
                                  onChange={(e) => editCell(issue.row - 1, colIndex, e.target.value)}
                                  className={`${inputClass} min-w-40`}
                                />
                              </>
                            ) : (
                              <span className="text-slate-600">—</span>
                            )}
                          </td>
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </div>
              <div className="mt-3 flex justify-end">
                <Button variant="secondary" disabled={!mappingOk || check.isPending} onClick={() => check.mutate(rows)}>
                  Check again
                </Button>
              </div>
            </>
          )}
          <RowsPreview file={file} mapping={mapping} issueRows={issueRows} />
        </section>
      ) : null}

      {file && preview ? (
        <section aria-labelledby="step-import" className={card}>
          <h2 id="step-import" className={stepHeading}>
            <StepNumber n={4} done={result !== null} /> Import
          </h2>
          {result ? (
            <div role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-950 ring-1 ring-emerald-200">
              <p className="font-semibold">{result.result.message || 'The students have been imported.'}</p>
              <p className="mt-1">
                {result.result.created ?? result.preview.new_students} new students, {result.result.parents_created ?? result.preview.new_parents} new parents,{' '}
                {result.result.existing ?? result.preview.existing} existing skipped.
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {can(user, 'list-student') ? (
                  <a href="#/students/list" className={buttonClass('primary')}>
                    Go to the students
                  </a>
                ) : null}
                <Button
                  variant="secondary"
                  onClick={() => {
                    setFile(null);
                    setPreview(null);
                    setResult(null);
                    if (fileInput.current) fileInput.current.value = '';
                  }}
                >
                  Import another file
                </Button>
              </div>
            </div>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-slate-700">
                {canImport
                  ? `${preview.new_students} new students and ${preview.new_parents} new parents will be added, all at once.`
                  : issues.length
                    ? 'Import is available once no row has a problem.'
                    : 'Check the rows again before importing.'}
              </p>
              <Button disabled={!canImport} onClick={() => run.mutate(rows)}>
                Import {preview.new_students} students
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}

const PREVIEW_ROWS = 50;

/** The file's rows as read (the first fifty, rows with problems first). */
function RowsPreview({ file, mapping, issueRows }: { file: LoadedFile; mapping: Mapping; issueRows: number[] }) {
  const [open, setOpen] = useState(false);
  const order = [...issueRows.map((r) => r - 1), ...file.table.rows.map((_, i) => i).filter((i) => !issueRows.includes(i + 1))].slice(0, PREVIEW_ROWS);
  const cols = mapping.map((c, i) => ({ c, i })).filter((x) => x.c !== '');
  return (
    <div className="mt-4">
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className={`text-sm font-medium text-brand-700 underline ${focusRing}`}>
        {open ? 'Hide the rows' : `Show the rows (${Math.min(PREVIEW_ROWS, file.table.rows.length)} of ${file.table.rows.length})`}
      </button>
      {open ? (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div tabIndex={0} role="region" aria-label="Rows of the file" className={`mt-2 max-h-96 overflow-auto rounded-md ring-1 ring-slate-200 ${focusRing}`}>
          <table className="w-full text-left text-xs">
            <caption className="sr-only">Rows of the file</caption>
            <thead className="sticky top-0 bg-slate-50">
              <tr className="border-b border-slate-200 text-slate-600">
                <th scope="col" className="px-2 py-1.5 font-semibold">Row</th>
                {cols.map(({ c }) => (
                  <th key={c} scope="col" className="whitespace-nowrap px-2 py-1.5 font-semibold">
                    {COLUMN_LABELS[c as ImportColumn]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {order.map((r) => (
                <tr key={r} className={`border-b border-slate-100 last:border-0 ${issueRows.includes(r + 1) ? 'bg-red-50' : ''}`}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    {r + 1}
                  </th>
                  {cols.map(({ c, i }) => (
                    <td key={c} className="whitespace-nowrap px-2 py-1 text-slate-800">
                      {file.table.rows[r]?.[i] ?? ''}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
