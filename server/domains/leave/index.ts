import type { ApiModule } from '../../lib/module';
import cover from './cover';
import requests from './requests';

/** The staff leave domain's API modules (issue 35): leave types, balances, requests, and lesson cover. */
export default [...requests, ...cover] satisfies ApiModule[];
