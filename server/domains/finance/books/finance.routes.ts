import { API, chartEndpoints as chart, feeEndpoints as fees, REPLAYED_HEADER, journalExportQuery, reversalInput } from '@contract';
import { adminOnly, requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim, postedAnswer } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { listAccounts } from './accounts.service';
import { closePeriod, getEntry, listClosedPeriods, reverseEntry } from './entries.service';
import { generateFees, previewFees } from './fees.service';
import { hledgerJournal } from './hledger.service';

/** `/finance`: the chart as a list, entries and their reversal, closed months. */
export function financeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.finance)
    .on(chart.accounts, requires('list-account'), (c, { query }) => listAccounts(db, c.get('actor'), query))
    .on(chart.periods, requires('list-account'), async (c) => {
      const rows = await listClosedPeriods(db, c.get('actor'));
      // As JSON carried it before: the timestamp in ISO form.
      return rows.map((row) => ({ ...row, closed_at: row.closed_at.toISOString() }));
    })
    .on(chart.closePeriod, adminOnly(), async (c, { body }) => {
      await closePeriod(db, c.get('actor'), body.month);
      return { message: 'The month has been closed' };
    })
    .on(fees.preview, requires('generate-fee'), (c, { body }) => previewFees(db, c.get('actor'), body))
    .on(fees.generate, requires('generate-fee'), async (c, { body }) => {
      const { replayed, ...result } = await generateFees(db, c.get('actor'), idempotencyClaim(c, body), body);
      return replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .app
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
    });
}
