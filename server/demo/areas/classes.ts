import { classes, userClasses } from '../../db/schema';
import type { DemoContext } from './types';

/**
 * Grade 1 to Grade 12, each promoting into the next. Tuition is billed monthly in KES (minor
 * units): KES 1,500 a month in Grade 1 rising by KES 120 a grade to KES 2,820 in Grade 12, about
 * KES 4,500 to 8,500 a term: a low-fee private day school whose fees pay its teachers' KES 35,000
 * to 80,000 a month (areas/structure.ts) with a modest surplus.
 */
export const DEMO_CLASSES = Array.from({ length: 12 }, (_, i) => ({
  name: `Grade ${i + 1}`,
  sortOrder: i + 1,
  monthlyFee: 1_500_00 + i * 120_00,
}));

/**
 * Teachers see only their assigned classes. The bursar, the head teacher and the secretary are
 * given every class: a non-admin reaches only the students of their classes (ADR 013), and the
 * bursar's student summaries, bus riders and bus fees, the head's reports and cover, and the
 * office's registers and absence calls, cover the whole school.
 */
const EVERY_CLASS = DEMO_CLASSES.map((c) => c.name);
export const TEACHER_CLASSES: Record<string, string[]> = { teacher: ['Grade 1', 'Grade 2'], bursar: EVERY_CLASS, head: EVERY_CLASS, secretary: EVERY_CLASS };

export async function seedClasses(ctx: DemoContext) {
  let nextClassId: number | null = null;
  // Highest first, so each class can point at the one it promotes into.
  for (const c of [...DEMO_CLASSES].reverse()) {
    const [row]: Array<{ id: number }> = await ctx.tx
      .insert(classes)
      .values({ schoolId: ctx.schoolId, ...c, nextClassId })
      .returning({ id: classes.id });
    ctx.classIds[c.name] = row!.id;
    nextClassId = row!.id;
  }
  for (const [username, names] of Object.entries(TEACHER_CLASSES)) {
    const userId = ctx.userIds[username];
    if (userId === undefined) throw new Error(`demo classes: no user ${username}`);
    await ctx.tx
      .insert(userClasses)
      .values(names.map((name) => ({ schoolId: ctx.schoolId, userId, classId: ctx.classIds[name]! })));
  }
}
