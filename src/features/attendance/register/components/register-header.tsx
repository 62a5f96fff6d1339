import type { ReactNode } from 'react';
import type { AttendanceSheet } from '@contract';
import { buttonClass } from '@/components/ui/button';
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
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {section.class_name} {section.name}
          </h2>
          <p className="text-sm text-slate-700">
            {formatDate(sheet.date)}
            {section.teacher_name ? ` · Class teacher ${section.teacher_name}` : ''} · {sheet.students.length} students
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {marker}
          <a href={back} className={buttonClass('secondary')}>
            All registers
          </a>
        </div>
      </div>
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
