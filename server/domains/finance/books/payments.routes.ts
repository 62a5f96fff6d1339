import { API, paymentEndpoints as counter, REPLAYED_HEADER } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { answer, endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim } from '../../../lib/idempotency';
import { payerAccount, findPayers } from './payers.service';
import { receivePayment } from './payments.service';
import { getReceipt, listReceipts } from './receipts.service';

/** `/finance/payments` (`receive-payment`): a payment, its receipt and its matching, at once. */
export function paymentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.payments).on(counter.receive, requires('receive-payment'), async (c, { body }) => {
    const { entryId, replayed, receiptNo } = await receivePayment(db, c.get('actor'), idempotencyClaim(c, body), body);
    const result = { message: `Receipt ${receiptNo} has been issued`, entry_id: entryId, receipt_no: receiptNo };
    return replayed ? answer(result, { headers: { [REPLAYED_HEADER]: 'true' } }) : result;
  }).app;
}

/** `/finance/payers`: the fee counter's student search and one student's account. */
export function payerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.payers)
    .on(counter.payers, requires('receive-payment'), (c, { query }) => findPayers(db, c.get('actor'), query.q))
    .on(counter.payer, requires('receive-payment'), (c, { params }) => payerAccount(db, c.get('actor'), params.id)).app;
}

/** `/finance/receipts`: the receipt book and a printable receipt, by number. */
export function receiptRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.receipts)
    .on(counter.receipts, requires('receive-payment'), (c, { query }) => listReceipts(db, c.get('actor'), query))
    .on(counter.receipt, requires('receive-payment'), (c, { params }) => getReceipt(db, c.get('actor'), params.id)).app;
}
