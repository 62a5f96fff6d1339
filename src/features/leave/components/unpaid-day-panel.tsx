import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { UNPAID_DAY_BASES, type UnpaidDayBasis } from '@contract';
import { Panel } from '@/components/layout/panel';
import { Button } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';
import { errorMessage } from '@/lib/http-error';
import { leaveSettingsQueryOptions, useSaveLeaveSettings } from '../api/types';
import { BASIS_TEXT } from '../lib/words';

export interface UnpaidDayPanelProps {
  canChange: boolean;
  whyNot?: string;
}

/** Settings › Leave types: how payroll prices a day of unpaid leave. */
export function UnpaidDayPanel({ canChange, whyNot }: UnpaidDayPanelProps) {
  const settings = useQuery(leaveSettingsQueryOptions());
  const save = useSaveLeaveSettings();
  const busy = useTakingAction();
  const [picked, setPicked] = useState<UnpaidDayBasis | null>(null);
  const id = useId();
  const saved = settings.data?.unpaid_day_basis;
  const basis = picked ?? saved ?? 'school-days';

  return (
    <Panel title="A day of unpaid leave" description="Payroll takes unpaid leave off the month's pay. Choose what a day of it costs.">
      {settings.isError && !settings.data ? (
        <p role="alert" className="text-sm text-red-800">
          The rule could not load: {errorMessage(settings.error)}
        </p>
      ) : (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (settings.data) save.mutate({ version: settings.data.version, unpaid_day_basis: basis }, { onSuccess: () => setPicked(null) });
          }}
        >
          <fieldset className="space-y-2" disabled={!canChange || !settings.data}>
            <legend className="sr-only">Price a day of unpaid leave by</legend>
            {UNPAID_DAY_BASES.map((b) => (
              <div key={b} className="flex min-h-11 items-start gap-3 rounded-md p-2 ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600">
                <input
                  id={`${id}-${b}`}
                  type="radio"
                  name="unpaid_day_basis"
                  value={b}
                  checked={basis === b}
                  onChange={() => setPicked(b)}
                  aria-describedby={`${id}-${b}-detail`}
                  className="mt-0.5 size-5 text-brand-700"
                />
                <span className="text-sm">
                  <label htmlFor={`${id}-${b}`} className="block cursor-pointer font-medium text-slate-900">
                    {BASIS_TEXT[b].label}
                  </label>
                  <span id={`${id}-${b}-detail`} className="block text-slate-600">
                    {BASIS_TEXT[b].detail}
                  </span>
                </span>
              </div>
            ))}
          </fieldset>
          <div className="flex justify-end">
            <Button type="submit" disabled={!canChange || !settings.data || basis === saved || save.isPending || busy} title={whyNot}>
              Save
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}
