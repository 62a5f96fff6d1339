import { buttonClass } from '@/components/ui/button';

/**
 * For a finance holder (a bursar). Receipts and the fee reports are not built yet, so there are
 * no billed-against-collected figures to show, and none are made up: the panel says what will
 * appear here and what works today.
 */
export function FinancePanel() {
  return (
    <section aria-labelledby="finance" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="finance" className="text-base font-semibold text-slate-900">
        Finance
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        The finance pages for receiving payments and the fee reports are not available yet. When they are, this month’s fees billed against collected
        will show here.
      </p>
      <p className="mt-2 text-sm text-slate-700">Today you can keep the chart of accounts and move money between cash and bank accounts.</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="#/finance/list-account" className={buttonClass('secondary')}>
          Chart of accounts
        </a>
      </div>
    </section>
  );
}
