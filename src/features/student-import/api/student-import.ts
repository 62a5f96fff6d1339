import type { ImportPreview, ImportRowIssue } from '@contract';
import { http, HttpError } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Not persisted; nothing is cached, the key root is here for invalidation by name. */
export const STUDENT_IMPORT_KEY = ['student-import'] as const;

export interface ImportResult {
  message?: string;
  created?: number;
  existing?: number;
  parents_created?: number;
}

/** Saves the template the server hands out (GET /students/import/template). */
export async function downloadTemplate(): Promise<void> {
  const blob = await http.blob('students/import/template');
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
    mutationFn: (rows: Record<string, string>[]) => http.post<ImportPreview>('students/import/preview', { rows }),
    onSuccess: onDone,
  });
}

export function useRunImport(onDone: (result: ImportResult) => void) {
  return useAction({
    mutationFn: (rows: Record<string, string>[]) => http.post<ImportResult>('students/import', { rows }),
    invalidates: [['students'], ['roster'], ['parents'], ['sections']],
    success: (data) => data?.message || 'The students have been imported.',
    onSuccess: onDone,
  });
}
