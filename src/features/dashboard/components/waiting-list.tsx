import { formatMoney, type DashWaiting, type WaitingKind } from '@contract';
import { CardSection } from '@/components/layout/card-section';
import { Placeholder } from './placeholder';

const GROUPS: { kind: WaitingKind; title: string }[] = [
  { kind: 'payroll', title: 'Payroll' },
  { kind: 'registers', title: 'Registers' },
  { kind: 'marking', title: 'Marking' },
  { kind: 'bus', title: 'Bus' },
  { kind: 'balance', title: 'Owe the most' },
];

export interface WaitingListProps {
  /** undefined: still reading. */
  items: DashWaiting[] | undefined;
  currency: string;
}

/**
 * "Waiting for you" (issue 31): what the viewer may act on now, each item a link to the page
 * that resolves it. The server keeps to what their privileges and classes reach.
 */
export function WaitingList({ items, currency }: WaitingListProps) {
  return (
    <CardSection title="Waiting for you" className="render-when-near">
      {items === undefined ? (
        <p className="mt-3" aria-busy="true">
          <Placeholder className="w-64" />
        </p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">Nothing is waiting for you.</p>
      ) : (
        <div className="mt-3 space-y-4">
          {GROUPS.map(({ kind, title }) => {
            const group = items.filter((i) => i.kind === kind);
            if (!group.length) return null;
            return (
              <div key={kind}>
                <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-600">{title}</h3>
                <ul className="mt-1 divide-y divide-slate-100 text-sm">
                  {group.map((item) => (
                    <li key={`${item.label}-${item.path}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-1.5">
                      <span className="min-w-0">
                        <a href={`#${item.path}`} className="font-medium text-brand-700 underline-offset-2 hover:underline">
                          {item.label}
                        </a>
                        {item.detail ? <span className="block text-slate-600">{item.detail}</span> : null}
                      </span>
                      {item.amount != null ? <span className="tabular-nums font-semibold text-slate-900">{formatMoney(item.amount, currency)}</span> : null}
                    </li>
                  ))}
                </ul>
              </div>
            );
          })}
        </div>
      )}
    </CardSection>
  );
}
