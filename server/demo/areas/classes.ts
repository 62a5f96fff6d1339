import { classes, userClasses } from '../../db/schema';
import type { DemoContext } from './types';

export const DEMO_CLASSES = [
  { name: 'Grade 1', sortOrder: 1, monthlyFee: 12_000 },
  { name: 'Grade 2', sortOrder: 2, monthlyFee: 13_000 },
  { name: 'Grade 3', sortOrder: 3, monthlyFee: 14_000 },
];

/** Teachers see only their assigned classes. */
export const TEACHER_CLASSES: Record<string, string[]> = { teacher: ['Grade 1', 'Grade 2'] };

/** A few classes, each promoting into the next, and the teacher's two classes. */
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
