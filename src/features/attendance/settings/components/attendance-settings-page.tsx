import { useQuery } from '@tanstack/react-query';
import type { Profile } from '@contract';
import { NeedsConnection } from '@/components/overlays/needs-connection';
import { SavedMarker } from '@/components/overlays/query-state';
import { readGate } from '@/components/overlays/read-gate';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { attendanceConfigQueryOptions } from '../../api/config';
import { useSaveSchoolDays } from '../api/settings';
import { SchoolDaysForm } from '../forms/school-days-form';
import { CodesSection } from './codes-section';
import { HolidaysSection } from './holidays-section';
import { Panel } from '@/components/layout/panel';

export interface AttendanceSettingsPageProps {
  user: Profile;
}

/** Settings › Attendance: the school week, the register's codes and the active year's holidays. */
export function AttendanceSettingsPage({ user }: AttendanceSettingsPageProps) {
  const online = useOnline();
  const config = useQuery(attendanceConfigQueryOptions());
  const saveDays = useSaveSchoolDays();
  const canEdit = can(user, 'attadence-config');
  const why = lacks(canEdit, 'attadence-config');
  const offline = online ? null : <NeedsConnection message="The settings shown are a copy saved on this device; changes are saved on the server." />;

  if (!config.data) {
    return readGate(config, online, {
      offline: { title: 'This page needs a connection', message: 'The attendance settings have not been saved on this device yet. Open this page once with a connection.' },
      loading: { rows: 6, label: 'Loading the attendance settings…' },
      failed: 'The attendance settings could not load',
    });
  }
  const { school_days, version, codes, year, holidays } = config.data;

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-600">Registers can be taken on the school days of the active year, except on holidays. Every register, grid and report reads these settings.</p>
        <SavedMarker updatedAt={config.dataUpdatedAt} />
      </div>
      <Panel title="School days" description="The weekdays the school is open. A register cannot be taken on any other day.">
        {offline}
        <SchoolDaysForm key={version} schoolDays={school_days} version={version} pending={saveDays.isPending} onSubmit={(input) => saveDays.mutate(input)} />
      </Panel>
      <CodesSection codes={codes} canEdit={canEdit} why={why} offline={offline} />
      <HolidaysSection year={year} holidays={holidays} canEdit={canEdit} why={why} canSetYear={can(user, 'list-academic')} offline={offline} />
    </div>
  );
}
