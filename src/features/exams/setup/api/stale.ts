import { examKeys } from '@/api/exams';

/** Every set-up change (a type, a grading system, an exam, a paper) makes the set-up lists and the reports stale (src/api/exams.ts). */
export const SETUP_STALE = [examKeys.setup(), examKeys.reports()];
