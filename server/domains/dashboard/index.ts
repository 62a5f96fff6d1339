import type { ApiModule } from '../../lib/module';
import dash from './dash';

/** The dashboard domain's API modules, as the registry mounts them. */
export default [...dash] satisfies ApiModule[];
