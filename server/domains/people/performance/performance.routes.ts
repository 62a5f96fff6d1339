import { API, performanceEndpoints as performance } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { saveRecord } from '../../../lib/record-routes';
import { addNote, getNote, listNotes, noteDates, performanceReport, updateNote } from './performance.service';

/** `/students/performance`: dated notes on students, and the report over a period. */
export function performanceRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.performance)
    .on(performance.list, requires('list-perfomance-student'), (c, { query }) => listNotes(db, c.get('actor'), query))
    .on(performance.report, requires('perfomance-report'), sharedReport(deps), (c, { query }) => performanceReport(c.var.reports, c.get('actor'), query))
    // For the note form, so it shows which dates it can save before it tries.
    .on(performance.dates, requiresAny('add-perfomance-student', 'update-perfomance-student'), (c, { query }) => noteDates(db, c.get('actor'), query.student_id))
    .on(performance.get, requires('list-perfomance-student'), (c, { params }) => getNote(db, c.get('actor'), params.id))
    .on(performance.create, requires('add-perfomance-student'), async (c, { body }) => {
      const row = await addNote(db, c.get('actor'), body);
      return { message: 'The performance note has been added', id: row.id };
    })
    .on(performance.update, requires('update-perfomance-student'), saveRecord(db, 'performance note', updateNote)).app;
}
