import { daysLabel, type LeaveBalance } from '@contract';

/** What a balance starts the year from: the opening set at move-in, or the year's days and those carried. */
export function allowanceText(b: LeaveBalance): string {
  if (b.opening !== null) return `${daysLabel(b.opening)} at the start (opening balance)`;
  if (b.entitlement === null) return 'No limit';
  return b.carried > 0 ? `${daysLabel(b.entitlement)} a year + ${daysLabel(b.carried)} carried over` : `${daysLabel(b.entitlement)} a year`;
}

/** One card per kind of leave: what is left large, then taken and waiting. */
export function BalanceCards({ balances }: { balances: readonly LeaveBalance[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 desk:grid-cols-3" aria-label="Leave left this year">
      {balances.map((b) => (
        <li key={b.leave_type_id} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
          <p className="text-sm font-semibold text-slate-900">
            {b.leave_type}
            {b.paid ? null : <span className="ml-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">Unpaid</span>}
          </p>
          <p className="mt-2 text-2xl font-semibold tabular-nums text-slate-900">{b.left === null ? 'No limit' : `${daysLabel(b.left)} left`}</p>
          <p className="text-xs text-slate-600">{allowanceText(b)}</p>
          <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">Taken</dt>
              <dd className="font-medium tabular-nums text-slate-900">{daysLabel(b.taken)}</dd>
            </div>
            <div>
              <dt className="text-slate-600">Waiting for approval</dt>
              <dd className="font-medium tabular-nums text-slate-900">{daysLabel(b.pending)}</dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
