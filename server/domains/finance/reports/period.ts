import { isDebitNormal, type AccountType, type ReportPeriod, type ReportRange } from '@contract';
import type { DbOrTx } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import { schoolToday } from '../../people/public';
import type { SessionRecord } from '../../../lib/session';

/**
 * The range a report covers: the request's, else from the first day of the month of `to` (the
 * current month by default) to today, both in the school's time zone. Only a `from` after
 * today can leave it inside out, and that is the user's `from` to correct.
 */
export async function reportPeriod(db: DbOrTx, user: SessionRecord, range: ReportRange): Promise<ReportPeriod> {
  const to = range.to ?? (await schoolToday(db, user));
  const from = range.from ?? `${to.slice(0, 7)}-01`;
  if (from > to) throw invalid([{ path: 'from', message: 'The start date must not be after today.' }]);
  return { from, to };
}

/** The day a balance sheet is drawn up on: the one asked for, else today at the school. */
export const balanceDay = async (db: DbOrTx, user: SessionRecord, on: string | undefined) => on ?? (await schoolToday(db, user));

/** Sums of bigint columns arrive as strings (numeric); minor units fit a safe integer. */
export const minor = (value: unknown) => Number(value ?? 0);

/** debit − credit as a bursar reads the account: cash held, income earned, a loan owed. */
export const inNormal = (type: AccountType, net: number) => (isDebitNormal(type) ? net : 0 - net);
