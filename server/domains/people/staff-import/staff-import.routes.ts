import { API, staffImportEndpoints as staffImport } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { HttpError } from '../../../lib/errors';
import { importStaff, importTemplate, issuePaths, previewImport, TEMPLATE_FILENAME } from './staff-import.service';

/**
 * `/employees/import` (add-employee): the client parses the CSV and maps its header to
 * STAFF_IMPORT_COLUMNS; the server checks every row and writes all of them or none.
 */
export function staffImportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.employeeImport)
    .on(staffImport.template, requires('add-employee'), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${TEMPLATE_FILENAME}"`);
      return c.body(importTemplate());
    })
    .on(staffImport.preview, requires('add-employee'), (c, { body }) => previewImport(db, c.get('actor'), body.rows))
    .on(staffImport.run, requires('add-employee'), async (c, { body }) => {
      const result = await importStaff(db, c.get('actor'), body.rows);
      if (!result.ok) {
        const count = result.preview.issues.length;
        // The refusal carries the preview, so the page shows every row's problem without asking again.
        throw new HttpError(422, `The file has ${count} ${count === 1 ? 'problem' : 'problems'}: nothing was imported.`, issuePaths(result.preview.issues), {
          preview: result.preview,
        });
      }
      const { ok: _ok, ...counts } = result;
      return { message: `${counts.created} ${counts.created === 1 ? 'employee has' : 'employees have'} been imported`, ...counts };
    }).app;
}
