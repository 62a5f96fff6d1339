/**
 * `npm run demo`: the app with a demo school, in its own data folder (./data/demo) unless
 * DATABASE_URL is set. Seeds once, prints the demo users at every start, then serves.
 */
import { startServer, openFromEnv } from '../boot';
import { readEnv } from '../env';
import { seedDemo } from './seed';
import { DEMO_SCHOOL_NAME, printDemoUsers } from './users';

// Never the main install's folder: the demo keeps to its own.
if (!process.env.DATABASE_URL) process.env.PGLITE_DIR = './data/demo';

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
printDemoUsers();
await startServer(env, database);
