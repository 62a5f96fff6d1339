import { studentImportEndpoints, type ImportPreview, type ImportResultAnswer, type ImportRowIssue } from '@contract';
import { parentKeys } from '@/api/parents';
import { sectionKeys } from '@/api/sections';
import { studentKeys } from '@/api/students';
import { http, HttpError } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** What a finished import wrote. */
export type ImportResult = ImportResultAnswer;

/** Saves the template the server hands out (GET /students/import/template). */
export async function downloadTemplate(): Promise<void> {
  const blob = await http.file(studentImportEndpoints.template);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'students-import-template.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The row issues a refused import carried: 422 `issues` with paths `rows.<index>[.<column>]`. */
export function rowIssuesOf(error: unknown): ImportRowIssue[] {
  if (!(error instanceof HttpError)) return [];
  const out: ImportRowIssue[] = [];
  for (const issue of error.issues) {
    const m = /^rows\.(\d+)(?:\.(\w+))?$/.exec(issue.path);
    if (m) out.push({ row: Number(m[1]) + 1, column: (m[2] ?? 'row') as ImportRowIssue['column'], message: issue.message });
  }
  return out;
}

export function usePreviewImport(onDone: (preview: ImportPreview) => void) {
  return useAction({
    mutationFn: (rows: Record<string, string>[]) => http.call(studentImportEndpoints.preview, { body: { rows } }),
    onSuccess: onDone,
  });
}

export function useRunImport(onDone: (result: ImportResult) => void) {
  return useAction({
    mutationFn: (rows: Record<string, string>[]) => http.call(studentImportEndpoints.run, { body: { rows } }),
    // New students (and their rosters), new parents, fuller sections.
    invalidates: [studentKeys.all, parentKeys.all, sectionKeys.all],
    success: (data) => data?.message || 'The students have been imported.',
    onSuccess: onDone,
  });
}
