import { QueryProblem } from '@/components/overlays/query-state';
import { useOnline } from '@/lib/online';
import { AccountBalances } from './account-balances';
import type { OpeningPageProps } from './opening-parts';
import { StudentBalances } from './student-balances';

export type { OpeningPageProps } from './opening-parts';
export { openingAccounts } from './account-balances';

/**
 * Finance › Opening Balances (ADR 041): a school moving in mid-year brings forward its
 * accounts' balances (one entry against Opening balance equity, previewed as the balance sheet
 * it produces) and its students' balances (typed or from a CSV, all or nothing).
 */
export function OpeningPage({ user, makeKey }: OpeningPageProps) {
  const online = useOnline();
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      {!online ? <QueryProblem title="This needs a connection" message="Opening balances are checked and posted on the server." /> : null}
      <AccountBalances user={user} makeKey={makeKey} />
      <StudentBalances user={user} makeKey={makeKey} />
    </div>
  );
}

