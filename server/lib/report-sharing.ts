import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ReportCache } from './report-cache';
import type { ReportReads } from './report-reads';

export const REPORTS_CHANNEL = 'schooldesk_reports';

/**
 * Several API processes on one PostgreSQL database (issue 34): a write in one clears the school's
 * kept reports in all of them. Each process LISTENs on one connection of its own and NOTIFYs on
 * it, naming itself and the school; a notice from another process clears that school here.
 * While the line is down nothing is heard, so on losing it every school is cleared, and the
 * process listens again a second later. With a replica for reports, a school written elsewhere
 * reads its reports from the primary here too, until the replica has that write.
 */
export async function shareReportClearing(url: string, cache: ReportCache, reads: ReportReads | null = null, log: (line: string) => void = console.error): Promise<() => Promise<void>> {
  const me = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let client: pg.Client | null = null;
  let stopped = false;

  const connect = async (): Promise<void> => {
    const line = new pg.Client({ connectionString: url });
    line.on('notification', (notice) => {
      const [from, school] = (notice.payload ?? '').split(':');
      if (from === me || !school) return;
      cache.forget(Number(school));
      void reads?.written(Number(school));
    });
    line.on('error', (err) => {
      if (client === line) client = null;
      cache.forgetAll();
      void reads?.lostTrack();
      void line.end().catch(() => undefined);
      if (stopped) return;
      log(`Report cache: lost the line to the other processes (${err.message}); every school's reports cleared, listening again.`);
      setTimeout(() => void connect().catch((e: Error) => log(`Report cache: could not listen again: ${e.message}`)), 1_000);
    });
    await line.connect();
    await line.query(`listen ${REPORTS_CHANNEL}`);
    client = line;
  };
  await connect();

  cache.shareWrites((schoolId) => {
    void client?.query('select pg_notify($1, $2)', [REPORTS_CHANNEL, `${me}:${schoolId}`]).catch(() => undefined);
  });
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
