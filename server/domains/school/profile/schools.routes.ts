import { API, schoolProfileEndpoints as profile } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { getSchoolProfile, updateSchoolProfile } from './schools.profile';

export function schoolProfileRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.schoolProfile)
    .on(profile.get, requires('school-profile'), (c) => getSchoolProfile(db, c.get('actor').schoolId))
    .on(profile.update, requires('school-profile'), async (c, { body }) => {
      await updateSchoolProfile(db, c.get('actor'), body);
      return { message: 'The school profile has been saved' };
    }).app;
}
