import { Hono } from 'hono';
import { dateRangeQuery, sectionInput, sectionListQuery, sectionNextInput, sectionSubjectsInput } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { assignSectionSubjects, getSection, listSections, nextSections, saveSection, sectionsCreatedBetween } from './sections.service';

export function sectionRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    // The bus and attendance pickers list from here too; non-admins still see only their classes' sections.
    .get('/', requiresAny('list-section', 'generate', 'view-attendance', 'report-attendance'), queryParams(sectionListQuery), async (c) => c.json(await listSections(db, c.get('actor'), c.req.valid('query'))))
    .get('/date', requires('list-section'), queryParams(dateRangeQuery), async (c) => {
      const { start, end } = c.req.valid('query');
      return c.json(await sectionsCreatedBetween(db, c.get('actor'), start, end));
    })
    .post('/next', requires('list-section'), jsonBody(sectionNextInput), async (c) => {
      const body = c.req.valid('json');
      return c.json(await nextSections(db, c.get('actor'), body.section_ids, body.academic_year_id));
    })
    .post('/subjects', requires('update-section'), jsonBody(sectionSubjectsInput), async (c) => {
      const result = await assignSectionSubjects(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The subject teachers have been saved', ...result });
    })
    .get('/:id', requires('list-section'), async (c) => c.json(await getSection(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/', requires('add-section'), jsonBody(sectionInput), async (c) => {
      const row = await saveSection(db, c.get('actor'), null, c.req.valid('json'));
      return c.json({ message: 'The section has been added', id: row.id }, 201);
    })
    .put('/:id', requires('update-section'), jsonBody(sectionInput), async (c) => {
      await saveSection(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The section has been saved' });
    });
}
