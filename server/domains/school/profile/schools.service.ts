import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ADMIN_ROLE_ID, isValidPassword, PASSWORD_MESSAGE } from '@contract';
import { readRows, type DbOrTx } from '../../../db/client';
import { int4 } from '../../../db/row-fields';
import { academicYears, schools, users } from '../../../db/schema';
import { auditSystem } from '../../../lib/audit';
import { seedChart } from '../../finance/public';
import { HttpError, isUniqueViolation } from '../../../lib/errors';
import { hashPassword } from '../../../lib/passwords';

export interface NewSchool {
  name: string;
  adminUsername: string;
  adminPassword: string;
  adminFullname?: string;
  today?: Date;
}

/** The school year that contains `today`, starting in September as most schools do. */
export function currentAcademicYear(today: Date) {
  const y = today.getUTCFullYear();
  const start = today.getUTCMonth() >= 7 ? y : y - 1;
  return { name: `${start}/${start + 1}`, startDate: `${start}-09-01`, endDate: `${start + 1}-08-31` };
}

/** A school with its first Admin, an active academic year and the standard chart of accounts, written whole or not at all. */
export async function createSchool(db: DbOrTx, input: NewSchool) {
  const name = input.name.trim();
  const username = input.adminUsername.trim();
  if (!name || name.length > 120) throw new HttpError(400, 'A school name of 1 to 120 characters is required.');
  if (!/^[A-Za-z0-9._-]{3,50}$/.test(username)) {
    throw new HttpError(400, 'The admin username needs 3 to 50 letters, digits, dots, dashes or underscores.');
  }
  if (!isValidPassword(input.adminPassword)) throw new HttpError(400, PASSWORD_MESSAGE);
  const passwordHash = await hashPassword(input.adminPassword);
  try {
    return await db.transaction(async (tx) => {
      const [school] = await tx.insert(schools).values({ name }).returning({ id: schools.id });
      const year = currentAcademicYear(input.today ?? new Date());
      const [academic] = await tx
        .insert(academicYears)
        .values({ schoolId: school!.id, ...year, active: true })
        .returning({ id: academicYears.id });
      const [admin] = await tx
        .insert(users)
        .values({
          schoolId: school!.id,
          username,
          fullname: input.adminFullname ?? 'Administrator',
          passwordHash,
          roleId: ADMIN_ROLE_ID,
        })
        .returning({ id: users.id });
      await seedChart(tx, school!.id);
      await auditSystem(tx, school!.id, 'schools', { action: 'create', entity: 'school', ids: [school!.id, admin!.id] });
      return { schoolId: school!.id, adminId: admin!.id, academicYearId: academic!.id };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new HttpError(409, `The username "${username}" is already taken.`);
    throw err;
  }
}

export async function countSchools(db: DbOrTx): Promise<number> {
  const [row] = await readRows(db, v.object({ n: int4 }), sql`select count(*)::int as n from schools`);
  return Number(row?.n ?? 0);
}
