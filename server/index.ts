import { firstRunSetup, openFromEnv, startServer } from './boot';
import { readEnv } from './env';

const env = readEnv();
const database = await openFromEnv(env);
await database.migrate();
await firstRunSetup(database, env);
await startServer(env, database);
