import { useMemo, useRef, useState, type ReactNode } from 'react';
import { HttpError } from '@/lib/http';
import { CheckStep } from './check-step';
import { buildRows, columnMapping, duplicateColumns, rowIssuesFrom, type Mapping, type RowIssue } from './column-mapping';
import { FileStep } from './file-step';
import type { ImportSpec } from './import-spec';
import { readImportFile, type LoadedFile } from './loaded-file';
import { MappingStep } from './mapping-step';
import { RunStep } from './run-step';

type Rows = Record<string, string>[];

/** The part of a mutation (useAction) the wizard drives: the server's check, or the import. */
export interface WizardAction {
  mutate: (rows: Rows) => void;
  reset: () => void;
  isPending: boolean;
  error: Error | null;
}

export interface ImportWizardProps<C extends string, P extends { issues: RowIssue<C>[] }, R> {
  spec: ImportSpec<C>;
  /** Step 1's text: what one row is, and what happens to rows already known. */
  intro: ReactNode;
  onTemplate: () => Promise<void>;
  /** The feature's check and import mutations; each calls back with the server's answer. */
  usePreview: (onDone: (preview: P) => void) => WizardAction;
  useRun: (onDone: (result: R) => void) => WizardAction;
  /** The check's counts, as labelled numbers. */
  counts: (preview: P) => readonly (readonly [string, number])[];
  /** What importing the checked rows would add, and the button that does it. */
  ready: (preview: P) => string;
  importLabel: (preview: P) => string;
  /** What a finished import says: its message, and what was added beside the check it ran after. */
  done: (result: R, preview: P) => { message: string; detail: ReactNode };
  list: { href: string; label: string } | null;
}

/** An import in four steps: template and file, its columns mapped, checked by the server, then imported whole. */
export function ImportWizard<C extends string, P extends { issues: RowIssue<C>[] }, R>(props: ImportWizardProps<C, P, R>) {
  const { spec } = props;
  const mapper = useMemo(() => columnMapping(spec), [spec]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [mapping, setMapping] = useState<Mapping<C>>([]);
  const [preview, setPreview] = useState<P | null>(null);
  /** The preview no longer matches the rows (a cell or the mapping changed since). */
  const [stale, setStale] = useState(false);
  const [result, setResult] = useState<{ result: R; preview: P } | null>(null);

  const check = props.usePreview((p) => {
    setPreview(p);
    setStale(false);
  });
  const run = props.useRun((r) => {
    if (preview) setResult({ result: r, preview });
  });

  const missing = mapper.missingRequired(mapping);
  const duplicates = duplicateColumns(mapping);
  const mappingOk = file !== null && missing.length === 0 && duplicates.length === 0;
  const rows = useMemo(() => (file ? buildRows(file.table.rows, mapping) : []), [file, mapping]);
  const refusedIssues = run.error instanceof HttpError ? rowIssuesFrom(run.error.issues, spec.columns) : [];
  const issues: RowIssue<C>[] = refusedIssues.length ? refusedIssues : (preview?.issues ?? []);
  const canImport = mappingOk && preview !== null && !stale && issues.length === 0 && !run.isPending && !result;

  async function onFile(chosen: File | undefined) {
    setPreview(null);
    setResult(null);
    setFileError('');
    check.reset();
    run.reset();
    if (!chosen) return;
    const read = await readImportFile(chosen, spec.noun, spec.maxRows);
    if ('error' in read) {
      setFile(null);
      setFileError(read.error);
      return;
    }
    setFile(read);
    setMapping(mapper.autoMap(read.table.headers));
    setStale(false);
  }

  const setColumn = (i: number, column: C | '') => {
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
      <FileStep file={file} fileError={fileError} intro={props.intro} onTemplate={props.onTemplate} inputRef={fileInput} onFile={(chosen) => void onFile(chosen)} />
      {file ? (
        <MappingStep
          spec={spec}
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
          spec={spec}
          file={file}
          mapping={mapping}
          counts={props.counts(preview)}
          issues={issues}
          stale={stale}
          canCheck={mappingOk && !check.isPending}
          onCell={editCell}
          onCheck={() => check.mutate(rows)}
        />
      ) : null}
      {file && preview ? (
        <RunStep
          done={result ? props.done(result.result, result.preview) : null}
          ready={props.ready(preview)}
          importLabel={props.importLabel(preview)}
          list={props.list}
          canImport={canImport}
          hasIssues={issues.length > 0}
          onImport={() => run.mutate(rows)}
          onAnother={startOver}
        />
      ) : null}
    </div>
  );
}
