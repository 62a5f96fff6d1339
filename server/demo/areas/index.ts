import { seedPeople } from './people';
import type { DemoArea } from './types';

/**
 * The demo data, one area per domain, seeded in this order. A new area adds a file here
 * and one line below, after the areas it depends on. Next to come:
 *   - classes: two classes with sections, the teacher assigned to both
 *     (DEMO_STAFF's `teacher`, ctx.userIds.teacher);
 *   - students, attendance, timetable, finance…
 */
export const DEMO_AREAS: DemoArea[] = [{ name: 'roles and staff', seed: seedPeople }];
