import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { teacherOptionsQueryOptions } from '@/api/employees';
import { roomOptionsQueryOptions } from '@/api/rooms';
import { readGate } from '@/components/overlays/read-gate';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { schoolPeriodsQueryOptions } from '@/api/timetable-week';
import { AvailabilityEditor } from '../../setup/components/availability-editor';
import { BellSchedule } from '../../setup/components/bell-schedule';
import { BUILDER_TABS, type BuilderSearch } from '../lib/search';
import { WeekTab } from './week-tab';

export interface BuilderPageProps {
  user: Profile;
  search: BuilderSearch;
  onSearch: (next: BuilderSearch) => void;
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

/**
 * Timetable › Add (ADR 026): a section's week built by hand or by the generator, with every
 * clash shown as it happens; the bell schedule and the teachers' and rooms' availability it
 * is built on. It works on the live timetable, so it needs a connection.
 */
export function BuilderPage({ user, search, onSearch }: BuilderPageProps) {
  const online = useOnline();
  const periods = useQuery(schoolPeriodsQueryOptions());
  const teachers = useQuery(teacherOptionsQueryOptions());
  const rooms = useQuery(roomOptionsQueryOptions());
  const canAdd = can(user, 'add-timetable');
  const canUpdate = can(user, 'update-timetable');
  const permissions = { canAdd, canUpdate, whyNotAdd: lacks(canAdd, 'add-timetable'), whyNotUpdate: lacks(canUpdate, 'update-timetable') };

  if (!periods.data) {
    return readGate(periods, online, {
      offline: { title: 'This page needs a connection', message: "The timetable builder works on the school's live timetable. Open it again once you are connected." },
      loading: { rows: 8, label: 'Loading the timetable builder…' },
      failed: 'The bell schedule could not load',
    });
  }

  const tab = search.tab ?? 'week';
  return (
    <TabGroup selectedIndex={BUILDER_TABS.indexOf(tab)} onChange={(i) => onSearch({ ...search, tab: i === 0 ? undefined : BUILDER_TABS[i] })}>
      <TabList aria-label="Timetable builder" className="mb-4 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
        <Tab className={tabClass}>Week</Tab>
        <Tab className={tabClass}>Bell schedule</Tab>
        <Tab className={tabClass}>Availability</Tab>
      </TabList>
      <TabPanels>
        <TabPanel className="focus:outline-none">
          <WeekTab user={user} search={search} onSearch={onSearch} periods={periods.data} teachers={teachers.data ?? []} rooms={rooms.data ?? []} permissions={permissions} />
        </TabPanel>
        <TabPanel className="mx-auto max-w-5xl focus:outline-none">
          <BellSchedule periods={periods.data} canAdd={canAdd} canUpdate={canUpdate} whyNotAdd={permissions.whyNotAdd} whyNotUpdate={permissions.whyNotUpdate} />
        </TabPanel>
        <TabPanel className="mx-auto max-w-5xl focus:outline-none">
          <AvailabilityEditor
            // The pickers start on the first teacher and room once their lists arrive.
            key={`${teachers.data?.length ?? 0}.${rooms.data?.length ?? 0}`}
            periods={periods.data}
            teachers={teachers.data ?? []}
            rooms={rooms.data ?? []}
            canEdit={canUpdate}
            why={permissions.whyNotUpdate}
          />
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
