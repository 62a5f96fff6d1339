import { formatMoney, type Account } from '@contract';

/**
 * The account a payout leaves from: the one picked, else the server's default (the user's own
 * cash account, else the school's receipts cash; server/domains/finance/ledger/chart.ts counterAccount).
 */
export function payingAccount(accounts: readonly Account[], picked: string | undefined, ownCashId: number | null): Account | undefined {
  const id = picked ? Number(picked) : (ownCashId ?? accounts.find((a) => a.default_for === 'receipts')?.id);
  return accounts.find((a) => a.id === id);
}

export interface OverdrawNoteProps {
  account: Account | undefined;
  /** What the payout takes out, minor units; null while it is not a valid amount. */
  amount: number | null;
  currency?: string;
}

/**
 * The account's balance after the payout, before it goes. Below zero it is a warning, read out
 * as it appears, but it does not stop the payout: a school may overdraw.
 */
export function OverdrawNote({ account, amount, currency }: OverdrawNoteProps) {
  if (!account || amount === null || amount <= 0) return null;
  const after = account.balance - amount;
  const name = `${account.code} · ${account.name}`;
  if (after >= 0) {
    return (
      <p className="text-sm text-slate-700">
        {name} after this payout: <span className="font-medium tabular-nums">{formatMoney(after, currency)}</span>
      </p>
    );
  }
  return (
    <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-950 ring-1 ring-amber-400">
      {account.balance < 0 ? `${name} is already below zero at ` : `This payout takes ${name} below zero: it holds `}
      <span className="tabular-nums">{formatMoney(account.balance, currency)}</span> now and will hold{' '}
      <span className="tabular-nums">{formatMoney(after, currency)}</span> after it. You can still go ahead if the school means to overdraw it.
    </p>
  );
}
