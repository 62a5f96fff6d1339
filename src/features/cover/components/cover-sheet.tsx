import { useEffect, useState } from 'react';
import type { CoverDay, Profile } from '@contract';
import { formatDateTime } from '@/lib/format-date';
import { byPeriod, classLabel, longDay, timeSpan } from '../lib/day';

export interface CoverSheetProps {
  day: CoverDay;
  user: Pick<Profile, 'school_name' | 'time_zone'>;
}

const cell = 'border border-slate-400 px-2 py-1 align-top';

/**
 * The day's cover sheet, on paper only: pinned in the staff room, one line a lesson in the
 * order of the day, with who covers it (or a blank to fill in by hand).
 */
export function CoverSheet({ day, user }: CoverSheetProps) {
  // The moment on paper is when Print was pressed, not when the page was opened.
  const [printedAt, setPrintedAt] = useState(() => new Date());
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  const rows = byPeriod(day.lessons).flatMap((g) => g.lessons);
  return (
    <div className="hidden text-slate-900 print:block">
      <header className="mb-3 border-b-2 border-slate-800 pb-2">
        <p className="text-sm font-medium">{user.school_name}</p>
        <h2 className="text-lg font-bold">Cover sheet · {longDay(day.date)}</h2>
        <p className="text-xs">Printed {formatDateTime(printedAt, user.time_zone)}</p>
      </header>
      <table className="w-full border-collapse text-left text-xs">
        <caption className="sr-only">Cover on {longDay(day.date)}</caption>
        <thead>
          <tr>
            {['Period', 'Class', 'Subject', 'Room', 'Absent teacher', 'Covering teacher'].map((h) => (
              <th key={h} scope="col" className={`${cell} font-semibold`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((l) => (
            <tr key={l.entry_id} className="break-inside-avoid">
              <td className={cell}>
                {l.period_name}
                <span className="block tabular-nums">{timeSpan(l)}</span>
              </td>
              <td className={cell}>{classLabel(l)}</td>
              <td className={cell}>{l.subject_name}</td>
              <td className={cell}>{l.room_name ?? ''}</td>
              <td className={cell}>{l.absent_teacher_name}</td>
              <td className={`${cell} font-semibold`}>{l.cover?.teacher_name ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
