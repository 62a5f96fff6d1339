import { API, attendanceEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { sharedReport } from '../../../lib/report-cache';
import { absentReport } from './absent';
import { sectionGrid } from './grid';
import { studentAttendance } from './student-summary';

// ADR 025: `report-attendance` reads what `view-attendance` reads (the grid and the student page's summary).
const readsAttendance = () => requiresAny('view-attendance', 'report-attendance');

/** `/attendance/view`: a section over a range of days as a grid. */
export function gridRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.attendanceView).on(ep.grid, readsAttendance(), sharedReport(deps), (c, { query }) => sectionGrid(c.var.reports, c.get('user'), query)).app;
}

/** `/attendance/absent` (`report-absent-attendance`): who was absent, and how often. */
export function absentRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.attendanceAbsent).on(ep.absent, requires('report-absent-attendance'), sharedReport(deps), (c, { query }) => absentReport(c.var.reports, c.get('user'), query)).app;
}

/** `/attendance/students/{id}`: the student page's attendance this year. */
export function studentRoutes(deps: AppDeps) {
  return endpointRouter(deps, API.attendanceStudents).on(ep.student, readsAttendance(), sharedReport(deps), (c, { params }) => studentAttendance(c.var.reports, c.get('user'), params.id)).app;
}
