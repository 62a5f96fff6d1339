import { accountEndpoints as accounts, API } from '@contract';
import { requires } from '../../../lib/access';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { idempotencyClaim, posted } from '../../../lib/idempotency';
import { saveRecord } from '../../../lib/record-routes';
import { getAccount, saveAccount, setDefaultAccounts } from './accounts.service';
import { transfer } from './entries.service';

/** `/account`: the spec's calls to add and edit an account (§7), Transfer A2A and the defaults. */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.account)
    .on(accounts.create, requires('add-account'), async (c, { body }) => {
      const row = await saveAccount(db, c.get('actor'), null, body);
      return { message: 'The account has been added', id: row.id };
    })
    .on(accounts.transfer, requires('transfer-account'), async (c, { body }) => {
      const result = await transfer(db, c.get('actor'), idempotencyClaim(c, body), body);
      return posted(result, 'The transfer has been posted');
    })
    .on(accounts.defaults, requires('defualt-account'), async (c, { body }) => {
      await setDefaultAccounts(db, c.get('actor'), body);
      return { message: 'The default accounts have been saved' };
    })
    .on(accounts.get, requires('view-account'), (c, { params }) => getAccount(db, c.get('actor'), params.id))
    .on(accounts.update, requires('update-account'), saveRecord(db, 'account', saveAccount)).app;
}
