import type { ApiModule } from './lib/module';
import attendance from './domains/attendance';
import bus from './domains/bus';
import dashboard from './domains/dashboard';
import exams from './domains/exams';
import family from './domains/family';
import finance from './domains/finance';
import leave from './domains/leave';
import payroll from './domains/payroll';
import people from './domains/people';
import school from './domains/school';
import system from './domains/system';
import timetable from './domains/timetable';

/**
 * Every API module, mounted under /api by `createApp`. A new domain adds its
 * `server/domains/<domain>/index.ts` here; the order does not matter (see `mountOrder`).
 */
export const API_MODULES: readonly ApiModule[] = [
  ...attendance, ...bus, ...dashboard, ...exams, ...family, ...finance, ...leave, ...payroll, ...people, ...school, ...system, ...timetable,
];

const depth = (m: ApiModule) => m.path.split('/').filter(Boolean).length;

/**
 * Deeper paths first, so `students/promotion` is routed before `students/:id` could take it:
 * no newcomer has to know which line goes above which.
 */
export function mountOrder(modules: readonly ApiModule[]): ApiModule[] {
  return [...modules].sort((a, b) => depth(b) - depth(a) || a.path.localeCompare(b.path));
}

/** The module that answers `/api/<path>`: the longest mount that prefixes it. */
export function moduleFor(modules: readonly ApiModule[], apiPath: string): ApiModule | undefined {
  const rest = apiPath.replace(/^\/api\/?/, '');
  let best: ApiModule | undefined;
  for (const m of modules) {
    const hit = m.path === '' || rest === m.path || rest.startsWith(`${m.path}/`);
    if (hit && (!best || m.path.length > best.path.length)) best = m;
  }
  return best;
}
