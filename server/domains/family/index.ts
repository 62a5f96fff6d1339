import type { ApiModule } from '../../lib/module';
import portal from './portal';

/** The family domain's API modules (issue 33), as the registry mounts them. */
export default [...portal] satisfies ApiModule[];
