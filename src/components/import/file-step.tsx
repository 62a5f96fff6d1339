import { useId, useState, type ReactNode, type RefObject } from 'react';
import { Button, focusRing } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import type { LoadedFile } from './loaded-file';
import { StepSection } from './step-section';

export interface FileStepProps {
  file: LoadedFile | null;
  fileError: string;
  /** What the file holds, above the buttons. */
  intro: ReactNode;
  onTemplate: () => Promise<void>;
  /** The page clears the input when another file is to be imported. */
  inputRef: RefObject<HTMLInputElement>;
  onFile: (chosen: File | undefined) => void;
}

/** Step 1: the template, and the CSV chosen on this device. */
export function FileStep({ file, fileError, intro, onTemplate, inputRef, onFile }: FileStepProps) {
  const fileId = useId();
  const [templateBusy, setTemplateBusy] = useState(false);

  async function template() {
    setTemplateBusy(true);
    try {
      await onTemplate();
    } catch (error) {
      notify.error(error);
    } finally {
      setTemplateBusy(false);
    }
  }

  return (
    <StepSection id="step-file" n={1} done={file !== null} title="Choose the file">
      <p className="mb-3 text-sm text-slate-700">{intro}</p>
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="secondary" disabled={templateBusy} onClick={() => void template()}>
          Download template
        </Button>
        <div>
          <label htmlFor={fileId} className="mb-1 block text-sm font-medium text-slate-800">
            CSV file
          </label>
          <input
            id={fileId}
            ref={inputRef}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(e) => onFile(e.currentTarget.files?.[0])}
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
    </StepSection>
  );
}
