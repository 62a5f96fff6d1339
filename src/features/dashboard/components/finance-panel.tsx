import { buttonClass } from '@/components/ui/button';

/**
 * For a finance holder whose role has neither fee report (Student summary, Class summary): the
 * month's fees card needs one of them, so the panel says how to get it rather than show nothing.
 */
export function FinancePanel() {
  return (
    <section aria-labelledby="finance" className="render-when-near rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="finance" className="text-base font-semibold text-slate-900">
        Finance
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        This month’s fees billed against collected show here for roles with the Student summary or Class summary report. An Admin can add either to
        your role.
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a href="#/finance/list-account" className={buttonClass('secondary')}>
          Chart of accounts
        </a>
      </div>
    </section>
  );
}
