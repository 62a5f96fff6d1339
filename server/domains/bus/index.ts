import type { ApiModule } from '../../lib/module';
import fees from './fees';
import fleet from './fleet';

/** The bus domain's API modules, as the registry mounts them. */
export default [...fees, ...fleet] satisfies ApiModule[];
