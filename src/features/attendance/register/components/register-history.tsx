import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AttendanceCode } from '@contract';
import { formatDateTime } from '@/lib/format-date';
import { errorMessage } from '@/lib/http-error';
import { registerLogQueryOptions } from '../api/register';

export interface RegisterHistoryProps {
  sectionId: number;
  date: string;
  codes: ReadonlyMap<number, AttendanceCode>;
  timeZone: string;
}

/** The register's change log (append-only), read only when asked for. */
export function RegisterHistory({ sectionId, date, codes, timeZone }: RegisterHistoryProps) {
  const [open, setOpen] = useState(false);
  const log = useQuery({ ...registerLogQueryOptions(sectionId, date), enabled: open });
  const name = (id: number | null) => (id === null ? '—' : (codes.get(id)?.name ?? 'a removed code'));
  return (
    <details className="rounded-xl bg-white px-4 py-3 shadow-sm ring-1 ring-slate-200" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">History of this register</summary>
      {log.isPending ? (
        <p className="mt-2 text-sm text-slate-700">Loading the changes…</p>
      ) : log.isError ? (
        <p className="mt-2 text-sm text-red-800">{errorMessage(log.error)}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-slate-800">
          {log.data.map((c) => (
            <li key={c.id}>
              <span className="text-slate-600">{formatDateTime(c.at, timeZone)}</span> · {c.by_name}
              {c.from_code_id === null ? ' marked ' : ' changed '}
              <span className="font-medium">{c.student_name}</span>
              {c.from_code_id === null ? ` ${name(c.code_id)}` : ` from ${name(c.from_code_id)} to ${name(c.code_id)}`}
              {c.note ? ` (“${c.note}”)` : ''}
              {c.override ? ' · office override' : ''}
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
