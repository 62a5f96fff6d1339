import { createFileRoute } from '@tanstack/react-router';
import type { Privilege } from '@contract';
import { attendanceConfigQueryOptions } from '@/features/attendance/api/config';
import { AttendanceSettingsPage } from '@/features/attendance/settings/components/attendance-settings-page';
import { requirePrivileges } from '../../-guard';
import { loadQuery } from '../../-load';

const PRIVILEGES: Privilege[] = ['attadence-config'];

export const Route = createFileRoute('/_app/settings/attendance')({
  staticData: { title: 'Attendance Settings' },
  beforeLoad: requirePrivileges(PRIVILEGES),
  loader: ({ context: { queryClient } }) => loadQuery(queryClient, attendanceConfigQueryOptions()),
  component: AttendanceRoute,
});

function AttendanceRoute() {
  const { user } = Route.useRouteContext();
  return <AttendanceSettingsPage user={user!} />;
}
