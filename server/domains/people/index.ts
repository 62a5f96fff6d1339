import type { ApiModule } from '../../lib/module';
import auth from './auth';
import employees from './employees';
import images from './images';
import parents from './parents';
import performance from './performance';
import promotion from './promotion';
import roles from './roles';
import staffImport from './staff-import';
import studentImport from './student-import';
import students from './students';
import users from './users';

/** The people domain's API modules, as the registry mounts them. */
export default [...auth, ...employees, ...images, ...parents, ...performance, ...promotion, ...roles, ...staffImport, ...studentImport, ...students, ...users] satisfies ApiModule[];
