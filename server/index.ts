import { firstRunSetup, openFromEnv, startServer } from './boot';
import { readEnv } from './env';

const env = readEnv();
const database = await openFromEnv(env);
await database.migrate();
const firstAdmin = await firstRunSetup(database, env);
await startServer(env, database, firstAdmin);
