import { parseArgs } from 'node:util';
import { openFromEnv } from '../boot';
import { readEnv } from '../env';
import { HttpError } from '../lib/errors';
import { createSchool } from '../domains/school/profile/schools.service';
import { writeBackup } from '../backup/backup';
import { BackupError } from '../backup/format';
import { restoreBackup } from '../backup/restore';
import { verifyBackup } from '../backup/verify';

const usage = `Usage:
  npm run school -- add --name "School name" --admin USERNAME --password PASSWORD
  npm run school -- backup --out FILE [--school ID]   (the whole install, or one school)
  npm run school -- restore --in FILE                 (into an empty database only)
The database is DATABASE_URL's, else PGlite in PGLITE_DIR; images are under DATA_DIR.`;

const commands = {
  add: { name: { type: 'string' }, admin: { type: 'string' }, password: { type: 'string' } },
  backup: { out: { type: 'string' }, school: { type: 'string' } },
  restore: { in: { type: 'string' } },
} as const;
type Command = keyof typeof commands;

/** The command and its options; anything unknown or missing prints the usage and exits 2. */
function parse(argv: string[]) {
  const command = argv[0];
  if (command === '--help' || command === '-h' || command === 'help') {
    console.log(usage);
    process.exit(0);
  }
  if (!command || !(command in commands)) return fail(command ? `Unknown command "${command}".` : 'Name a command.');
  try {
    const { values } = parseArgs({ args: argv.slice(1), options: commands[command as Command], strict: true, allowPositionals: false });
    return { command: command as Command, values: values as Record<string, string | undefined> };
  } catch (err) {
    return fail(err instanceof Error ? err.message : String(err));
  }
}

/** A refusal or a known failure is one line (exit 1); anything else is a bug and keeps its stack. */
function report(err: unknown) {
  if (err instanceof BackupError || err instanceof HttpError) console.error(err.message);
  else console.error(err);
  process.exitCode = 1;
}

function oneLine(err: unknown): never {
  report(err);
  process.exit(1);
}

function fail(why: string): never {
  console.error(`${why}\n${usage}`);
  process.exit(2);
}

const { command, values } = parse(process.argv.slice(2));
if (command === 'add' && (!values.name || !values.admin || !values.password)) fail('add needs --name, --admin and --password.');
if (command === 'backup' && (!values.out || (values.school !== undefined && !/^\d+$/.test(values.school)))) fail('backup needs --out FILE, and --school takes a school id.');
if (command === 'restore' && !values.in) fail('restore needs --in FILE.');

const env = readEnv();
// A file that is no backup is refused before the database is even opened (or created).
const verified = command === 'restore' ? await verifyBackup(values.in!).catch(oneLine) : undefined;
const database = await openFromEnv(env);
try {
  if (command === 'add') {
    await database.migrate();
    const created = await createSchool(database.db, { name: values.name!, adminUsername: values.admin!, adminPassword: values.password! });
    console.log(`Added school "${values.name}" (id ${created.schoolId}) with Admin "${values.admin}".`);
  } else if (command === 'backup') {
    const done = await writeBackup(database, { out: values.out!, schoolId: values.school ? Number(values.school) : undefined, dataDir: env.DATA_DIR });
    const rows = Object.values(done.rows).reduce((a, b) => a + b, 0);
    console.log(`Backed up ${values.school ? `school ${values.school}` : 'the whole install'} to ${values.out}: ${rows} rows in ${Object.keys(done.rows).length} tables, ${done.files} images, ${done.bytes} bytes, ${done.ms} ms.`);
  } else {
    const done = await restoreBackup(database, values.in!, { dataDir: env.DATA_DIR, verified });
    const rows = Object.values(done.rows).reduce((a, b) => a + b, 0);
    const what = done.header.school_id === null ? 'the whole install' : `school ${done.header.school_id}`;
    console.log(`Restored ${what} from ${values.in} (written ${done.header.created_at}, install ${done.header.install_id}): ${rows} rows, ${done.files} images, ${done.ms} ms.`);
  }
} catch (err) {
  report(err);
} finally {
  await database.close();
}
