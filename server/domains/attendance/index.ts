import type { ApiModule } from '../../lib/module';
import registers from './registers';
import reports from './reports';
import settings from './settings';

/** The attendance domain's API modules, as the registry mounts them. */
export default [...registers, ...reports, ...settings] satisfies ApiModule[];
