import type { ApiModule } from '../../lib/module';
import academic from './academic';
import audit from './audit';
import backups from './backups';
import classes from './classes';
import profile from './profile';
import rooms from './rooms';
import sections from './sections';
import subjects from './subjects';

/** The school domain's API modules, as the registry mounts them. */
export default [...academic, ...audit, ...backups, ...classes, ...profile, ...rooms, ...sections, ...subjects] satisfies ApiModule[];
