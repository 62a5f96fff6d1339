import { Hono } from 'hono';
import { schoolProfileInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { jsonBody } from '../../../lib/validate';
import { getSchoolProfile, updateSchoolProfile } from './schools.profile';

export function schoolProfileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('school-profile'), async (c) => c.json(await getSchoolProfile(db, c.get('actor').schoolId)))
    .put('/', requires('school-profile'), jsonBody(schoolProfileInput), async (c) => {
      await updateSchoolProfile(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The school profile has been saved' });
    });
}
