import { Hono } from 'hono';
import { importInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { jsonBody } from '../../../lib/validate';
import { importStudents, importTemplate, issuePaths, previewImport, TEMPLATE_FILENAME } from './student-import.service';

/**
 * `/students/import` (add-student): the client parses the CSV and maps its header to
 * IMPORT_COLUMNS; the server checks every row and writes all of them or none.
 */
export function studentImportRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/template', requires('add-student'), (c) => {
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${TEMPLATE_FILENAME}"`);
      return c.body(importTemplate());
    })
    .post('/preview', requires('add-student'), jsonBody(importInput), async (c) => c.json(await previewImport(db, c.get('actor'), c.req.valid('json').rows)))
    .post('/', requires('add-student'), jsonBody(importInput), async (c) => {
      const result = await importStudents(db, c.get('actor'), c.req.valid('json').rows);
      if (!result.ok) {
        const count = result.preview.issues.length;
        const message = `The file has ${count} ${count === 1 ? 'problem' : 'problems'}: nothing was imported.`;
        return c.json({ message, issues: issuePaths(result.preview.issues), preview: result.preview }, 422);
      }
      const { ok: _ok, ...counts } = result;
      return c.json({ message: `${counts.created} students have been imported`, ...counts });
    });
}
