import { Hono } from 'hono';
import { accountInput, defaultAccountsInput, accountTransferInput } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idempotencyClaim, postedAnswer } from '../../../lib/idempotency';
import { idParam, jsonBody } from '../../../lib/validate';
import { getAccount, saveAccount, setDefaultAccounts } from './accounts.service';
import { transfer } from './entries.service';

/** `/account`: the spec's calls to add and edit an account (§7), Transfer A2A and the defaults. */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .post('/add', requires('add-account'), jsonBody(accountInput), async (c) => {
      const row = await saveAccount(db, c.get('actor'), null, c.req.valid('json'));
      return c.json({ message: 'The account has been added', id: row.id }, 201);
    })
    .post('/tran', requires('transfer-account'), jsonBody(accountTransferInput), async (c) => {
      const input = c.req.valid('json');
      const result = await transfer(db, c.get('actor'), idempotencyClaim(c, input), input);
      return postedAnswer(c, result, 'The transfer has been posted');
    })
    .put('/defaults', requires('defualt-account'), jsonBody(defaultAccountsInput), async (c) => {
      await setDefaultAccounts(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: 'The default accounts have been saved' });
    })
    .get('/:id', requires('view-account'), async (c) => c.json(await getAccount(db, c.get('actor'), idParam(c.req.param('id')))))
    .post('/:id', requires('update-account'), jsonBody(accountInput), async (c) => {
      await saveAccount(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: 'The account has been saved' });
    });
}
