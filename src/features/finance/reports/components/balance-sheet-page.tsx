import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { BalanceSheet, Profile } from '@contract';
import { formatDate } from '@/lib/format-date';
import { todayIn } from '@/lib/today';
import { balanceSheetQueryOptions } from '../api/reports';
import { balanceSheetCsv, csvFileName } from '../lib/csv';
import type { BalanceSheetSearch } from '../lib/search';
import { AccountStatement } from './account-statement';
import { BalanceEquation } from './balance-equation';
import { DayDialog } from './day-dialog';
import { ReportFrame } from '@/components/report/report-frame';

export interface BalanceSheetPageProps {
  user: Profile;
  search: BalanceSheetSearch;
  onSearch: (next: BalanceSheetSearch) => void;
}

const TITLE = 'Balance sheet';
const isEmpty = (b: BalanceSheet) => !b.assets.length && !b.liabilities.length && !b.equity.length && !b.current_earnings;

/** Finance › Balance sheet: assets, liabilities and equity at a date, and the equation that ties them. */
export function BalanceSheetPage({ user, search, onSearch }: BalanceSheetPageProps) {
  const today = todayIn(user.time_zone);
  const on = search.on ?? today;
  const [filtering, setFiltering] = useState(false);
  const sheet = useQuery(balanceSheetQueryOptions(on));
  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={`As at the end of ${formatDate(on)}${on === today ? ' (today)' : ''}`}
        query={sheet}
        onFilter={() => setFiltering(true)}
        isEmpty={isEmpty}
        empty="Nothing is posted up to this date. Generate fees or receive a payment, or choose a later date."
        csv={(b) => ({ name: csvFileName(TITLE, b.on), text: balanceSheetCsv(b) })}
      >
        {(b) => (
          <>
            <BalanceEquation sheet={b} currency={user.currency} />
            <AccountStatement
              caption={`${TITLE} at ${formatDate(b.on)}`}
              sections={[
                { title: 'Assets', accounts: b.assets, none: 'No asset account has a balance.', totalLabel: 'Total assets', total: b.total_assets },
                { title: 'Liabilities', accounts: b.liabilities, none: 'No liability account has a balance.', totalLabel: 'Total liabilities', total: b.total_liabilities },
                {
                  title: 'Equity',
                  accounts: b.equity,
                  none: 'No equity account has a balance.',
                  extra: [{ name: 'Current earnings', amount: b.current_earnings, note: 'Income less expenses to this date, not yet closed to equity' }],
                  totalLabel: 'Total equity',
                  total: b.total_equity,
                },
              ]}
              grand={[{ label: 'Total liabilities and equity', amount: b.total_liabilities + b.total_equity }]}
            />
          </>
        )}
      </ReportFrame>
      <DayDialog open={filtering} onClose={() => setFiltering(false)} today={today} initial={on} onApply={(next) => onSearch({ on: next })} />
    </>
  );
}
