import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import type { Profile } from '@contract';
import { can, lacks } from '@/lib/can';
import type { SetupSearch, SetupTab } from '../lib/search';
import { visibleTabs } from '../lib/tabs';
import { ExamTypesTab } from './exam-types-tab';
import { ExamsTab } from './exams-tab';
import { GradingTab } from './grading-tab';

export interface ExamsSetupPageProps {
  user: Profile;
  search: SetupSearch;
  onSearch: (next: SetupSearch) => void;
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

const TAB_LABELS: Record<SetupTab, string> = { exams: 'Exams', types: 'Exam types', grading: 'Grading systems' };

/**
 * Exams › List (issue 16): the exams of a year and their status, the exam types and their
 * weights in the final report, and the grading systems every report grades with. Each tab shows
 * only to those who may list it; the tab open is in the address.
 */
export function ExamsSetupPage({ user, search, onSearch }: ExamsSetupPageProps) {
  const tabs = visibleTabs(user);
  const index = Math.max(0, tabs.indexOf(search.tab ?? tabs[0]!));
  const panel = (tab: SetupTab) => {
    if (tab === 'exams') return <ExamsTab user={user} search={search} onSearch={onSearch} />;
    if (tab === 'types') {
      const canAdd = can(user, 'add-exam-type');
      const canUpdate = can(user, 'update-exam-type');
      return <ExamTypesTab canAdd={canAdd} canUpdate={canUpdate} whyNotAdd={lacks(canAdd, 'add-exam-type')} whyNotUpdate={lacks(canUpdate, 'update-exam-type')} />;
    }
    const canAdd = can(user, 'add-grading-sytem');
    const canUpdate = can(user, 'update-grading-sytem');
    return <GradingTab canAdd={canAdd} canUpdate={canUpdate} whyNotAdd={lacks(canAdd, 'add-grading-sytem')} whyNotUpdate={lacks(canUpdate, 'update-grading-sytem')} />;
  };

  return (
    <TabGroup selectedIndex={index} onChange={(i) => onSearch({ ...search, tab: i === 0 ? undefined : tabs[i] })}>
      <TabList aria-label="Exams set-up" className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
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
