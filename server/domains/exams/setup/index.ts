import { API } from '@contract';
import type { ApiModule } from '../../../lib/module';
import { classExamRoutes, examRoutes, paperRoutes } from './exams.routes';
import { examTypeRoutes, gradingRoutes } from './setup.routes';

/** Exams' set-up (issue 16): types, grading systems, exams, their papers, and the classes sitting one. */
export default [
  { path: API.exams, routes: examRoutes },
  { path: API.examTypes, routes: examTypeRoutes },
  { path: API.gradingSystems, routes: gradingRoutes },
  { path: API.examSubjects, routes: paperRoutes },
  // Below the `class` module's mount: the registry routes deeper mounts first.
  { path: API.classExam, routes: classExamRoutes },
] satisfies ApiModule[];
