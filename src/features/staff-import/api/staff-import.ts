import { staffImportEndpoints, type StaffImportPreview, type StaffImportResultAnswer } from '@contract';
import { employeeKeys } from '@/api/employees';
import { saveDownload } from '@/components/import/loaded-file';
import { http } from '@/lib/http';
import { useAction } from '@/lib/use-action';

/** Saves the template the server hands out (GET /employees/import/template). */
export async function downloadStaffTemplate(): Promise<void> {
  saveDownload(await http.file(staffImportEndpoints.template), 'staff-import-template.csv');
}

export function usePreviewStaffImport(onDone: (preview: StaffImportPreview) => void) {
  return useAction({
    mutationFn: (rows: Record<string, string>[]) => http.call(staffImportEndpoints.preview, { body: { rows } }),
    onSuccess: onDone,
  });
}

export function useRunStaffImport(onDone: (result: StaffImportResultAnswer) => void) {
  return useAction({
    mutationFn: (rows: Record<string, string>[]) => http.call(staffImportEndpoints.run, { body: { rows } }),
    // New employees: the lists, the teacher pickers, the next number.
    invalidates: [employeeKeys.all],
    success: (data) => data?.message || 'The employees have been imported.',
    onSuccess: onDone,
  });
}
