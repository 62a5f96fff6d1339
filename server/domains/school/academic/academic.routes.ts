import { academicYearEndpoints as years, API } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { saveRecord } from '../../../lib/record-routes';
import { changeActiveYear, listAcademicYears, saveAcademicYear } from './academic.service';

/** `acedmic` is the spec's spelling of the path. */
export function academicRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.academic)
    // Every signed-in user reads the years: the header and year pickers need them.
    .on(years.list, (c, { query }) => listAcademicYears(db, c.get('actor').schoolId, query))
    .on(years.change, requires('change-academic'), async (c, { body }) => {
      const year = await changeActiveYear(db, c.get('actor'), body.id);
      return { message: `${year.name} is now the active academic year`, ...year };
    })
    .on(years.create, requires('add-academic'), async (c, { body }) => {
      const row = await saveAcademicYear(db, c.get('actor'), null, body);
      return { message: 'The academic year has been added', id: row.id };
    })
    .on(years.update, requires('update-academic'), saveRecord(db, 'academic year', saveAcademicYear)).app;
}
