import type { ApiModule } from '../../lib/module';
import cover from './cover';
import report from './report';
import requests from './requests';
import types from './types';

/** The staff leave domain's API modules (issue 35): leave types and settings, balances, requests, the report, and lesson cover. */
export default [...types, ...requests, ...report, ...cover] satisfies ApiModule[];
