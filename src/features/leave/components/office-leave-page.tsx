import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { Profile } from '@contract';
import { approvesLeave, officeTabs, type OfficeTab } from '../lib/access';
import { requestListState, withRequestState, type OfficeLeaveSearch } from '../lib/search';
import { BalancesTab } from './balances-tab';
import { ReportTab } from './report-tab';
import { RequestsTab } from './requests-tab';

export interface OfficeLeavePageProps {
  user: Profile;
  search: OfficeLeaveSearch;
  onSearch: (next: OfficeLeaveSearch) => void;
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

const TAB_LABELS: Record<OfficeTab, string> = { requests: 'Requests', balances: 'Balances', report: 'Leave report' };

/**
 * Employees › Leave (issue 35): staff leave requests with their decisions, everyone's balances
 * for the year, and the leave report. Each tab shows only to those who may open it; the tab
 * open and the filters are in the address.
 */
export function OfficeLeavePage({ user, search, onSearch }: OfficeLeavePageProps) {
  const tabs = officeTabs(user);
  const index = Math.max(0, tabs.indexOf(search.tab ?? tabs[0]!));
  const approver = approvesLeave(user);
  const onYear = (year: number | undefined) => onSearch({ ...search, year });
  const panel = (tab: OfficeTab) => {
    if (tab === 'requests') return <RequestsTab user={user} state={requestListState(search, approver)} onStateChange={(next) => onSearch(withRequestState(search, next, approver))} />;
    if (tab === 'balances') return <BalancesTab user={user} year={search.year} onYear={onYear} />;
    return <ReportTab year={search.year} onYear={onYear} />;
  };

  return (
    <TabGroup selectedIndex={index} onChange={(i) => onSearch({ ...search, tab: i === 0 ? undefined : tabs[i] })}>
      <TabList aria-label="Staff leave" className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((t) => (
          <Tab key={t} className={tabClass}>
            {TAB_LABELS[t]}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {tabs.map((t) => (
          <TabPanel key={t} className="focus:outline-none">
            {panel(t)}
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  );
}
