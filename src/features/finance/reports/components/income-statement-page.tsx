import { useQuery } from '@tanstack/react-query';
import type { IncomeStatement, Profile } from '@contract';
import { incomeStatementQueryOptions } from '../api/reports';
import { csvFileName, incomeStatementCsv } from '../lib/csv';
import type { RangeSearch } from '../lib/search';
import { useReportRange } from '../lib/use-report-range';
import { AccountStatement } from './account-statement';
import { RangeDialog } from './range-dialog';
import { ReportFrame } from '@/components/report/report-frame';

export interface IncomeStatementPageProps {
  user: Profile;
  search: RangeSearch;
  onSearch: (next: RangeSearch) => void;
}

const TITLE = 'Income statement';
const isEmpty = (r: IncomeStatement) => r.income.length === 0 && r.expenses.length === 0 && !r.total_income && !r.total_expenses;

/** Finance › Income statement: income less expenses over the range, in the standard layout. */
export function IncomeStatementPage({ user, search, onSearch }: IncomeStatementPageProps) {
  const report = useReportRange(search, user.time_zone);
  const statement = useQuery(incomeStatementQueryOptions(report.range));
  return (
    <>
      <ReportFrame
        title={TITLE}
        user={user}
        period={report.label}
        query={statement}
        onFilter={report.openFilter}
        isEmpty={isEmpty}
        empty="No income or expenses in this range. Generate fees, or write a check for an expense, or choose another range."
        csv={(r) => ({ name: csvFileName(TITLE, r.from, r.to), text: incomeStatementCsv(r) })}
      >
        {(r) => (
          <AccountStatement
            caption={`${TITLE}, ${report.label}`}
            sections={[
              { title: 'Income', accounts: r.income, none: 'No income in this range.', totalLabel: 'Total income', total: r.total_income },
              { title: 'Expenses', accounts: r.expenses, none: 'No expenses in this range.', totalLabel: 'Total expenses', total: r.total_expenses },
            ]}
            grand={[{ label: r.net < 0 ? 'Net loss (expenses above income)' : 'Net income (income less expenses)', amount: r.net }]}
          />
        )}
      </ReportFrame>
      <RangeDialog {...report.dialog} initial={report.range} onApply={(c) => onSearch({ from: c.from, to: c.to })} />
    </>
  );
}
