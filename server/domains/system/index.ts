import type { ApiModule } from '../../lib/module';
import docs from './docs';
import health from './health';

/** The system domain's API modules, as the registry mounts them. */
export default [...docs, ...health] satisfies ApiModule[];
