import type { ApiModule } from '../../lib/module';
import books from './books';
import reports from './reports';

/** The finance domain's API modules, as the registry mounts them. */
export default [...books, ...reports] satisfies ApiModule[];
