import { Hono } from 'hono';
import { accountListQuery, closePeriodInput, feeRunInput, journalExportQuery, reversalInput } from '@contract';
import { adminOnly, requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim, postedAnswer } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { listAccounts } from './accounts.service';
import { closePeriod, getEntry, listClosedPeriods, reverseEntry } from './entries.service';
import { generateFees, previewFees } from './fees.service';
import { hledgerJournal } from './hledger.service';

/** `/finance`: the chart as a list, entries and their reversal, closed months. */
export function financeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/accounts', requires('list-account'), queryParams(accountListQuery), async (c) => c.json(await listAccounts(db, c.get('actor'), c.req.valid('query'))))
    .get('/entries/:id', requiresAny('view-account', 'report-account'), async (c) => c.json(await getEntry(db, c.get('actor'), idParam(c.req.param('id')))))
    // Spec: an entry is corrected by `update-account` (or an Admin), never edited.
    .post('/entries/:id/reverse', requires('update-account'), jsonBody(reversalInput), async (c) => {
      const input = c.req.valid('json');
      const result = await reverseEntry(db, c.get('actor'), idempotencyClaim(c, input), idParam(c.req.param('id')), input);
      return postedAnswer(c, result, 'The entry has been reversed');
    })
    .get('/journal.hledger', requires('report-account'), queryParams(journalExportQuery), async (c) => {
      const journal = await hledgerJournal(db, c.get('actor'), c.req.valid('query'));
      return c.body(journal, 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': 'attachment; filename="ledger.journal"' });
    })
    .post('/fees/preview', requires('generate-fee'), jsonBody(feeRunInput), async (c) => c.json(await previewFees(db, c.get('actor'), c.req.valid('json'))))
    .post('/fees/generate', requires('generate-fee'), jsonBody(feeRunInput), async (c) => {
      const input = c.req.valid('json');
      const { replayed, ...result } = await generateFees(db, c.get('actor'), idempotencyClaim(c, input), input);
      if (replayed) c.header('Idempotent-Replayed', 'true');
      return c.json(result, 201);
    })
    .get('/periods', requires('list-account'), async (c) => c.json(await listClosedPeriods(db, c.get('actor'))))
    .post('/periods', adminOnly(), jsonBody(closePeriodInput), async (c) => {
      const { month } = c.req.valid('json');
      await closePeriod(db, c.get('actor'), month);
      return c.json({ message: 'The month has been closed' }, 201);
    });
}
