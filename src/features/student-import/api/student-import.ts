import { studentImportEndpoints, type ImportPreview, type ImportResultAnswer } from '@contract';
import { saveDownload } from '@/components/import/loaded-file';
import { parentKeys } from '@/api/parents';
import { sectionKeys } from '@/api/sections';
import { studentKeys } from '@/api/students';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** What a finished import wrote. */
export type ImportResult = ImportResultAnswer;

/** Saves the template the server hands out (GET /students/import/template). */
export async function downloadTemplate(): Promise<void> {
  saveDownload(await http.file(studentImportEndpoints.template), 'students-import-template.csv');
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
