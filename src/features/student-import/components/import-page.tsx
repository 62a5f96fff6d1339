import { useMemo, useRef, useState } from 'react';
import type { ImportColumn, ImportPreview, ImportRowIssue, Profile } from '@contract';
import { can } from '@/lib/can';
import { rowIssuesOf, usePreviewImport, useRunImport, type ImportResult } from '../api/student-import';
import { autoMap, buildRows, duplicateColumns, missingRequired } from '../lib/mapping';
import { CheckStep } from './check-step';
import { FileStep } from './file-step';
import { readImportFile, type LoadedFile, type Mapping } from './loaded-file';
import { MappingStep } from './mapping-step';
import { RunStep } from './run-step';

/** Students › Import: template, a CSV chosen here, its columns mapped, checked by the server, then imported whole. */
export function ImportPage({ user }: { user: Profile }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [mapping, setMapping] = useState<Mapping>([]);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  /** The preview no longer matches the rows (a cell or the mapping changed since). */
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<{ result: ImportResult; preview: ImportPreview } | null>(null);

  const check = usePreviewImport((p) => {
    setPreview(p);
    setStale(false);
  });
  const run = useRunImport((r) => {
    if (preview) setResult({ result: r, preview });
  });

  const missing = missingRequired(mapping);
  const duplicates = duplicateColumns(mapping);
  const mappingOk = file !== null && missing.length === 0 && duplicates.length === 0;
  const rows = useMemo(() => (file ? buildRows(file.table.rows, mapping) : []), [file, mapping]);
  const refusedIssues = rowIssuesOf(run.error);
  const issues: ImportRowIssue[] = refusedIssues.length ? refusedIssues : (preview?.issues ?? []);
  const canImport = mappingOk && preview !== null && !stale && issues.length === 0 && !run.isPending && !result;

  async function onFile(chosen: File | undefined) {
    setPreview(null);
    setResult(null);
    setFileError('');
    check.reset();
    run.reset();
    if (!chosen) return;
    const read = await readImportFile(chosen);
    if ('error' in read) {
      setFile(null);
      setFileError(read.error);
      return;
    }
    setFile(read);
    setMapping(autoMap(read.table.headers));
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

  const startOver = () => {
    setFile(null);
    setPreview(null);
    setResult(null);
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <FileStep file={file} fileError={fileError} inputRef={fileInput} onFile={(chosen) => void onFile(chosen)} />
      {file ? (
        <MappingStep
          file={file}
          mapping={mapping}
          missing={missing}
          duplicates={duplicates}
          mappingOk={mappingOk}
          checked={preview !== null}
          checking={check.isPending}
          onColumn={setColumn}
          onCheck={() => check.mutate(rows)}
        />
      ) : null}
      {file && preview ? (
        <CheckStep
          file={file}
          mapping={mapping}
          preview={preview}
          issues={issues}
          stale={stale}
          canCheck={mappingOk && !check.isPending}
          onCell={editCell}
          onCheck={() => check.mutate(rows)}
        />
      ) : null}
      {file && preview ? (
        <RunStep
          preview={preview}
          result={result}
          canImport={canImport}
          hasIssues={issues.length > 0}
          canListStudents={can(user, 'list-student')}
          onImport={() => run.mutate(rows)}
          onAnother={startOver}
        />
      ) : null}
    </div>
  );
}
