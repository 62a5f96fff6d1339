import type { Tx } from '../../db/client';

/**
 * What one area of the demo hands to the next. Areas run in order inside one transaction,
 * so a later area (classes, students, finance…) can use the ids an earlier one created.
 */
export interface DemoContext {
  tx: Tx;
  schoolId: number;
  adminId: number;
  academicYearId: number;
  /** The active year's first day, YYYY-MM-DD. */
  academicYearStart: string;
  /**
   * The school's today (YYYY-MM-DD, in DEMO_TIME_ZONE), fixed once for the whole seed: nothing
   * is dated, generated or saved after it, and every area measures "the last months" from it.
   */
  today: string;
  /** Role name -> role id (Admin is not here: it is the built-in role -100). */
  roleIds: Record<string, number>;
  /** Username -> user id, for every demo user including the Admin. */
  userIds: Record<string, number>;
  /** Class name -> class id. */
  classIds: Record<string, number>;
  previousYearId?: number;
  teacherIds: number[];
  /** Sections of the active year, and of the year before. */
  sectionIds: number[];
  previousSectionIds: number[];
  parentIds: number[];
}

export interface DemoArea {
  name: string;
  seed(ctx: DemoContext): Promise<void>;
}
