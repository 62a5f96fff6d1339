import type { ApiModule } from '../../lib/module';
import reports from './reports';
import runs from './runs';

/** The payroll domain's API modules, as the registry mounts them. */
export default [...reports, ...runs] satisfies ApiModule[];
