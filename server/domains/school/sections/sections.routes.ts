import { API, sectionEndpoints as sections } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { assignSectionSubjects, getSection, listSections, nextSections, saveSection, sectionsCreatedBetween } from './sections.service';

export function sectionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.sections)
    // The bus and attendance pickers list from here too; non-admins still see only their classes' sections.
    .on(sections.list, requiresAny('list-section', 'generate', 'view-attendance', 'report-attendance'), (c, { query }) => listSections(db, c.get('actor'), query))
    .on(sections.createdBetween, requires('list-section'), (c, { query }) => sectionsCreatedBetween(db, c.get('actor'), query.start, query.end))
    .on(sections.next, requires('list-section'), (c, { body }) => nextSections(db, c.get('actor'), body.section_ids, body.academic_year_id))
    .on(sections.assignSubjects, requires('update-section'), async (c, { body }) => {
      const result = await assignSectionSubjects(db, c.get('actor'), body);
      return { message: 'The subject teachers have been saved', ...result };
    })
    .on(sections.get, requires('list-section'), (c, { params }) => getSection(db, c.get('actor'), params.id))
    .on(sections.create, requires('add-section'), async (c, { body }) => {
      const row = await saveSection(db, c.get('actor'), null, body);
      return { message: 'The section has been added', id: row.id };
    })
    .on(sections.update, requires('update-section'), saveRecord(db, 'section', saveSection)).app;
}
