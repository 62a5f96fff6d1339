import type { ApiModule } from '../../lib/module';
import reports from './reports';
import results from './results';
import setup from './setup';

/** The exams domain's API modules, as the registry mounts them. */
export default [...reports, ...results, ...setup] satisfies ApiModule[];
