import type { ReactNode } from 'react';
import type { AttendanceSheet } from '@contract';
import { SheetTitleBar } from '@/components/ui/sheet-title-bar';
import { formatDate, formatDateTime } from '@/lib/format-date';

export interface RegisterHeaderProps {
  sheet: AttendanceSheet;
  timeZone: string;
  back: string;
  /** Offline, the day whose saved copy gave the roster. */
  fromOtherDay: string | null;
  marker: ReactNode;
}

/** The section, the day, and who took the register and when. */
export function RegisterHeader({ sheet, timeZone, back, fromOtherDay, marker }: RegisterHeaderProps) {
  const { section, sheet: stamp } = sheet;
  return (
    <header className="space-y-2">
      <SheetTitleBar
        title={`${section.class_name} ${section.name}`}
        subtitle={`${formatDate(sheet.date)}${section.teacher_name ? ` · Class teacher ${section.teacher_name}` : ''} · ${sheet.students.length} students`}
        marker={marker}
        back={back}
        backLabel="All registers"
      />
      <p className="text-sm text-slate-700">
        {stamp
          ? `Taken by ${stamp.taken_by_name} at ${formatDateTime(stamp.taken_at, timeZone)}${
              stamp.updated_at !== stamp.taken_at ? `; last changed by ${stamp.updated_by_name} at ${formatDateTime(stamp.updated_at, timeZone)}` : ''
            }.`
          : fromOtherDay
            ? null
            : 'Not taken yet: everyone is Present until you mark them.'}
      </p>
      {fromOtherDay ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          You are offline and this day&apos;s register was not saved on this device: the students are those of {formatDate(fromOtherDay)}. Your marks are kept here and can
          be sent when the connection is back.
        </p>
      ) : null}
    </header>
  );
}
