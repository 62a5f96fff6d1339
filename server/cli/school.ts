import { parseArgs } from 'node:util';
import { openFromEnv } from '../boot';
import { readEnv } from '../env';
import { HttpError } from '../lib/errors';
import { createSchool } from '../domains/school/profile/schools.service';

const usage = 'Usage: npm run school -- add --name "School name" --admin USERNAME --password PASSWORD';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { name: { type: 'string' }, admin: { type: 'string' }, password: { type: 'string' } },
});

if (positionals[0] !== 'add' || !values.name || !values.admin || !values.password) {
  console.error(usage);
  process.exit(2);
}

const database = await openFromEnv(readEnv());
try {
  await database.migrate();
  const created = await createSchool(database.db, {
    name: values.name,
    adminUsername: values.admin,
    adminPassword: values.password,
  });
  console.log(`Added school "${values.name}" (id ${created.schoolId}) with Admin "${values.admin}".`);
} catch (err) {
  console.error(err instanceof HttpError ? err.message : err);
  process.exitCode = 1;
} finally {
  await database.close();
}
