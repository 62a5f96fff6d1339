import { API, chartEndpoints as chart, entryEndpoints as entries, feeEndpoints as fees, openingEndpoints as opening, REPLAYED_HEADER } from '@contract';
import { adminOnly, requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim, posted } from '../../../lib/idempotency';
import { sharedReport } from '../../../lib/report-cache';
import { textStream } from '../../../lib/text-stream';
import { listAccounts } from './accounts.service';
import { closePeriod, getEntry, listClosedPeriods, reverseEntry } from './entries.service';
import { generateFees, previewFees } from './fees.service';
import { hledgerJournal } from './hledger.service';
import { postJournal } from './journal.service';
import { postOpening, previewOpening } from './opening.service';
import { postStudentOpening, previewStudentOpening } from './student-opening.service';

/** `/finance`: the chart as a list, entries and their reversal, the general journal, closed months. */
export function financeRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.finance)
    // The chart shows each account's balance over the whole ledger: read like a report (ADR 034).
    .on(chart.accounts, requires('list-account'), sharedReport(deps), (c, { query }) => listAccounts(c.var.reports, c.get('actor'), query))
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
    .on(entries.get, requiresAny('view-account', 'report-account'), (c, { params }) => getEntry(db, c.get('actor'), params.id))
    // Spec: an entry is corrected by `update-account` (or an Admin), never edited.
    .on(entries.reverse, requires('update-account'), async (c, { params, body }) => {
      const result = await reverseEntry(db, c.get('actor'), idempotencyClaim(c, body), params.id, body);
      return posted(result, 'The entry has been reversed');
    })
    // General journal (ADR 039): those who keep the chart and move money between accounts.
    .on(entries.post, requires('add-account', 'transfer-account'), async (c, { body }) => {
      const result = await postJournal(db, c.get('actor'), idempotencyClaim(c, body), body);
      return posted(result, 'The journal entry has been posted');
    })
    // Opening balances (ADR 041): the general journal's privileges, as they are manual entries.
    .on(opening.preview, requires('add-account', 'transfer-account'), (c, { body }) => previewOpening(db, c.get('actor'), body))
    .on(opening.post, requires('add-account', 'transfer-account'), async (c, { body }) => {
      const result = await postOpening(db, c.get('actor'), idempotencyClaim(c, body), body);
      return posted(result, 'The opening balances have been posted');
    })
    .on(opening.studentsPreview, requires('add-account', 'transfer-account'), (c, { body }) => previewStudentOpening(db, c.get('actor'), body))
    .on(opening.students, requires('add-account', 'transfer-account'), async (c, { body }) => {
      const { replayed, ...result } = await postStudentOpening(db, c.get('actor'), idempotencyClaim(c, body), body);
      return replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
    })
    .on(entries.journal, requires('report-account'), (c, { query }) =>
      c.body(textStream(hledgerJournal(db, c.get('actor'), query), { requestId: c.get('requestId'), method: c.req.method, path: c.req.path }), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Disposition': 'attachment; filename="ledger.journal"' }),
    ).app;
}
