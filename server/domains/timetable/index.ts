import type { ApiModule } from '../../lib/module';
import generator from './generator';
import setup from './setup';
import week from './week';

/** The timetable domain's API modules, as the registry mounts them. */
export default [...generator, ...setup, ...week] satisfies ApiModule[];
