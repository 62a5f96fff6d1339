/**
 * `npm run demo`: the app with a demo school, in its own data folder (./data/demo; the
 * database goes to DATABASE_URL instead when set). Seeds once, prints the demo users and the
 * demo families at every start, then serves.
 */
import { startServer, openFromEnv } from '../boot';
import { readEnv } from '../env';
import { demoFamilies } from './areas/families';
import { seedDemo } from './seed';
import { DEMO_SCHOOL_NAME, printDemoUsers } from './users';

// Never the main install's folders: the demo keeps everything in ./data/demo, laid out
// like ./data (the database in pglite/, uploaded files next to it).
process.env.DATA_DIR = './data/demo';
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = './data/demo/pglite';

const env = readEnv();
const database = await openFromEnv(env);
try {
  await database.migrate();
  const outcome = await seedDemo(database.db);
  console.log(outcome === 'seeded' ? `\n  Created the demo school "${DEMO_SCHOOL_NAME}".` : `\n  Using the existing demo school "${DEMO_SCHOOL_NAME}".`);
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  await database.close();
  process.exit(1);
}
printDemoUsers(console.log, await demoFamilies(database.db));
await startServer(env, database);
