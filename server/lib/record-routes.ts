import type { Context } from 'hono';
import type { DbOrTx } from '../db/client';
import type { Actor } from './actor';
import type { AppEnv } from './context';

/**
 * The handlers of a record's add and save routes, which answer alike in every domain: "The bus
 * has been added" with the new record's id, and "The bus has been saved". `thing` names the
 * record as those messages do; the service does the work as the signed-in actor.
 */
export const addRecord =
  <Body>(db: DbOrTx, thing: string, create: (db: DbOrTx, actor: Actor, body: Body) => Promise<number>) =>
  async (c: Context<AppEnv>, { body }: { body: Body }) => ({ message: `The ${thing} has been added`, id: await create(db, c.get('actor'), body) });

export const saveRecord =
  <Body>(db: DbOrTx, thing: string, update: (db: DbOrTx, actor: Actor, id: number, body: Body) => Promise<unknown>) =>
  async (c: Context<AppEnv>, { params, body }: { params: { id: number }; body: Body }) => {
    await update(db, c.get('actor'), params.id, body);
    return { message: `The ${thing} has been saved` };
  };
