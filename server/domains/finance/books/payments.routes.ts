import { Hono } from 'hono';
import { paymentInput, payerQuery, receiptListQuery, type PaymentPosted } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim } from '../../../lib/idempotency';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { payerAccount, findPayers } from './payers.service';
import { receivePayment } from './payments.service';
import { getReceipt, listReceipts } from './receipts.service';

/** `/finance/payments` (`receive-payment`): a payment, its receipt and its matching, at once. */
export function paymentRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().post('/', requires('receive-payment'), jsonBody(paymentInput), async (c) => {
    const input = c.req.valid('json');
    const { entryId, replayed, receiptNo } = await receivePayment(db, c.get('actor'), idempotencyClaim(c, input), input);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ message: `Receipt ${receiptNo} has been issued`, entry_id: entryId, receipt_no: receiptNo } satisfies PaymentPosted, 201);
  });
}

/** `/finance/payers`: the fee counter's student search and one student's account. */
export function payerRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('receive-payment'), queryParams(payerQuery), async (c) => c.json(await findPayers(db, c.get('actor'), c.req.valid('query').q)))
    .get('/:id', requires('receive-payment'), async (c) => c.json(await payerAccount(db, c.get('actor'), idParam(c.req.param('id')))));
}

/** `/finance/receipts`: the receipt book and a printable receipt, by number. */
export function receiptRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requires('receive-payment'), queryParams(receiptListQuery), async (c) => c.json(await listReceipts(db, c.get('actor'), c.req.valid('query'))))
    .get('/:number', requires('receive-payment'), async (c) => c.json(await getReceipt(db, c.get('actor'), idParam(c.req.param('number')))));
}
