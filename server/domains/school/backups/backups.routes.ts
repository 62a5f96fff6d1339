import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { API, backupEndpoints as backups } from '@contract';
import { BackupBusy, backupRunnerFor, findBackup, listBackups, type BackupFile } from '../../../backup/schedule';
import { adminOnly } from '../../../lib/access';
import { audit } from '../../../lib/audit';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { HttpError, notFound } from '../../../lib/errors';

const row = (b: BackupFile) => ({ name: b.name, created_at: b.createdAt, size: b.bytes });

/**
 * `/settings/backups` (Admins only, issue 32): the caller's school's backups, made by the
 * server itself (nightly, or now on demand), and each file for download. The school is the
 * session's, always: a name is looked up among that school's listed files only, so another
 * school's file, `../` or an absolute path is simply not found.
 */
export function backupRoutes(deps: AppDeps) {
  const { db } = deps.database;
  const runner = backupRunnerFor(deps.database, deps.env);
  return endpointRouter(deps, API.backups)
    .on(backups.list, adminOnly(), async (c) => ({
      backups: (await listBackups(runner.dir, c.get('actor').schoolId)).map(row),
      schedule: { at: deps.env.BACKUP_AT, keep: runner.keep, running: runner.running },
    }))
    .on(backups.create, adminOnly(), async (c) => {
      const actor = c.get('actor');
      let made: BackupFile;
      try {
        made = await runner.now(actor.schoolId);
      } catch (err) {
        if (err instanceof BackupBusy) throw new HttpError(409, err.message);
        throw err;
      }
      await audit(db, actor, { action: 'backup', entity: 'backup', ids: [], detail: { file: made.name, bytes: made.bytes } });
      return answer(row(made), { status: 201 });
    })
    .on(backups.download, adminOnly(), async (c, { params }) => {
      const found = await findBackup(runner.dir, c.get('actor').schoolId, params.name);
      if (!found) throw notFound('Backup');
      const stream = Readable.toWeb(createReadStream(found.file)) as ReadableStream<Uint8Array>;
      return c.body(stream, 200, {
        'Content-Type': 'application/gzip',
        'Content-Length': String(found.backup.bytes),
        'Content-Disposition': `attachment; filename="${found.backup.name}"`,
        'Cache-Control': 'no-store',
      });
    }).app;
}
