import { API, studentImportEndpoints as studentImport } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { HttpError } from '../../../lib/errors';
import { importStudents, importTemplate, issuePaths, previewImport, TEMPLATE_FILENAME } from './student-import.service';

/**
 * `/students/import` (add-student): the client parses the CSV and maps its header to
 * IMPORT_COLUMNS; the server checks every row and writes all of them or none.
 */
export function studentImportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.studentImport)
    .on(studentImport.template, requires('add-student'), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${TEMPLATE_FILENAME}"`);
      return c.body(importTemplate());
    })
    .on(studentImport.preview, requires('add-student'), (c, { body }) => previewImport(db, c.get('actor'), body.rows))
    .on(studentImport.run, requires('add-student'), async (c, { body }) => {
      const result = await importStudents(db, c.get('actor'), body.rows);
      if (!result.ok) {
        const count = result.preview.issues.length;
        // The refusal carries the preview, so the page shows every row's problem without asking again.
        throw new HttpError(422, `The file has ${count} ${count === 1 ? 'problem' : 'problems'}: nothing was imported.`, issuePaths(result.preview.issues), {
          preview: result.preview,
        });
      }
      const { ok: _ok, ...counts } = result;
      return { message: `${counts.created} students have been imported`, ...counts };
    }).app;
}
