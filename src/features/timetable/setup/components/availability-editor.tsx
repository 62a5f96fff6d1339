import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { WEEKDAY_NAMES, type Period, type Room, type TeacherOption, type Unavailability, type Weekday } from '@contract';
import { FieldLabel } from '@/components/form/field-label';
import { inputClass } from '@/components/form/field-types';
import { focusRing } from '@/components/ui/button';
import { useTakingAction } from '@/lib/action-guard';
import { errorMessage } from '@/lib/http-error';
import { unavailabilityQueryOptions, useMarkAvailable, useMarkUnavailable, type Who } from '../api/unavailability';
import { inDayOrder, lessonPeriods, periodTimes, runsOn, schoolWeekdays } from '../lib/periods';
import { Panel } from '@/components/layout/panel';

type Kind = 'teacher' | 'room';

export interface AvailabilityEditorProps {
  periods: Period[];
  teachers: TeacherOption[];
  rooms: Room[];
  /** `update-timetable`: may change availability. */
  canEdit: boolean;
  why?: string;
}

const segment =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 has-checked:bg-white has-checked:text-brand-800 has-checked:shadow-sm has-checked:ring-1 has-checked:ring-slate-200 has-focus-visible:ring-2 has-focus-visible:ring-brand-600';

/**
 * A teacher's or a room's week of lesson periods, each one a switch: available, or not (a
 * part-timer's day off, a hall booked for assemblies). The generator never places a lesson in an
 * unavailable period, and the builder marks one placed there as a clash.
 */
export function AvailabilityEditor({ periods, teachers, rooms, canEdit, why }: AvailabilityEditorProps) {
  const id = useId();
  const [kind, setKind] = useState<Kind>('teacher');
  const [chosen, setChosen] = useState<Record<Kind, number | undefined>>({ teacher: teachers[0]?.id, room: rooms[0]?.id });
  const [reason, setReason] = useState('');
  const options = kind === 'teacher' ? teachers.map((t) => ({ id: t.id, name: t.fullname })) : rooms.map((r) => ({ id: r.id, name: r.name }));
  const current = chosen[kind] ?? options[0]?.id;
  const name = options.find((o) => o.id === current)?.name ?? '';

  return (
    <Panel
      title="Availability"
      description="When a teacher or a room cannot be timetabled. Press a period to switch it; each change is saved at once."
    >
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <fieldset>
          <legend className="mb-1 text-sm font-medium text-slate-800">Whose week</legend>
          <div className="inline-flex gap-1 rounded-lg bg-slate-100 p-1">
            {(['teacher', 'room'] as const).map((k) => (
              <label key={k} className={segment}>
                <input type="radio" name={`${id}-kind`} className="sr-only" checked={kind === k} onChange={() => setKind(k)} />
                {k === 'teacher' ? 'A teacher' : 'A room'}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="min-w-56 flex-1">
          <FieldLabel htmlFor={`${id}-who`} label={kind === 'teacher' ? 'Teacher' : 'Room'} />
          <select id={`${id}-who`} className={inputClass} value={current ?? ''} disabled={!options.length} onChange={(e) => setChosen({ ...chosen, [kind]: Number(e.target.value) })}>
            {options.length ? null : <option value="">{kind === 'teacher' ? 'No active teachers' : 'No rooms yet'}</option>}
            {options.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </div>
        <div className="min-w-56 flex-1">
          <FieldLabel htmlFor={`${id}-reason`} label="Reason for new marks (optional)" />
          <input id={`${id}-reason`} className={inputClass} maxLength={80} value={reason} placeholder="Works Tuesdays and Thursdays only" onChange={(e) => setReason(e.target.value)} />
        </div>
      </div>
      {current === undefined ? (
        <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">
          {kind === 'teacher' ? 'There are no active teachers to set times for.' : 'The school has no rooms yet. Add them under Settings › Rooms.'}
        </p>
      ) : (
        <AvailabilityWeek
          key={`${kind}:${current}`}
          who={kind === 'teacher' ? { teacher_id: current } : { room_id: current }}
          name={name}
          periods={periods}
          reason={reason}
          canEdit={canEdit}
          why={why}
        />
      )}
    </Panel>
  );
}

interface WeekProps {
  who: Who;
  name: string;
  periods: Period[];
  reason: string;
  canEdit: boolean;
  why?: string;
}

const cellKey = (day: Weekday, periodId: number) => `${day}:${periodId}`;

function AvailabilityWeek({ who, name, periods, reason, canEdit, why }: WeekProps) {
  const marks = useQuery(unavailabilityQueryOptions(who));
  const markOff = useMarkUnavailable();
  const markOn = useMarkAvailable();
  const busy = useTakingAction();
  const [said, setSaid] = useState('');
  const lessons = inDayOrder(lessonPeriods(periods));
  const days = schoolWeekdays(periods);

  if (marks.isError) return <p role="alert" className="text-sm text-red-700">{`The availability of ${name} could not be read: ${errorMessage(marks.error)}`}</p>;
  if (!marks.data) return <p role="status" className="py-6 text-center text-sm text-slate-600">{`Loading the week of ${name}…`}</p>;
  if (!lessons.length) return <p className="rounded-md bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">Add lesson periods to the bell schedule first.</p>;

  const off = new Map(marks.data.map((u) => [cellKey(u.weekday, u.period_id), u]));
  const toggle = (day: Weekday, period: Period, mark: Unavailability | undefined) => {
    const where = `${WEEKDAY_NAMES[day]}, ${period.name}`;
    if (mark) markOn.mutate(mark.id, { onSuccess: () => setSaid(`${name} is available on ${where} again.`) });
    else
      markOff.mutate(
        { teacher_id: 'teacher_id' in who ? who.teacher_id : null, room_id: 'room_id' in who ? who.room_id : null, weekday: day, period_id: period.id, reason: reason.trim() || null },
        { onSuccess: () => setSaid(`${name} is unavailable on ${where}.`) },
      );
  };

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto rounded-md ring-1 ring-slate-200">
        <table className="w-full min-w-[34rem] table-fixed border-collapse text-sm">
          <colgroup>
            <col className="w-28" />
          </colgroup>
          <caption className="sr-only">{`When ${name} can be timetabled`}</caption>
          <thead className="bg-slate-50">
            <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="px-3 py-2 text-left font-semibold">
                Period
              </th>
              {days.map((d) => (
                <th key={d} scope="col" className="px-2 py-2 text-center font-semibold">
                  {WEEKDAY_NAMES[d]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {lessons.map((p) => (
              <tr key={p.id} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-medium text-slate-900">
                  {p.name}
                  <span className="block text-xs font-normal tabular-nums text-slate-600">{periodTimes(p)}</span>
                </th>
                {days.map((d) => {
                  if (!runsOn(p, d)) {
                    return (
                      <td key={d} className="bg-slate-50 px-2 py-1.5 text-center text-slate-400">
                        <span aria-hidden="true">–</span>
                        <span className="sr-only">{`${p.name} does not run on ${WEEKDAY_NAMES[d]}`}</span>
                      </td>
                    );
                  }
                  const mark = off.get(cellKey(d, p.id));
                  return (
                    <td key={d} className="px-1 py-1 text-center">
                      <button
                        type="button"
                        aria-pressed={mark ? true : false}
                        aria-label={`${name} unavailable on ${WEEKDAY_NAMES[d]}, ${p.name}`}
                        title={why ?? mark?.reason ?? undefined}
                        disabled={!canEdit || busy}
                        onClick={() => toggle(d, p, mark)}
                        className={`w-full rounded-md px-2 py-1.5 text-xs font-semibold ring-1 disabled:cursor-not-allowed ${focusRing} ${
                          mark ? 'bg-red-50 text-red-800 ring-red-200 hover:bg-red-100' : 'bg-emerald-50 text-emerald-900 ring-emerald-200 hover:bg-emerald-100'
                        }`}
                      >
                        {mark ? 'Unavailable' : 'Available'}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-600">
        {off.size === 0 ? `${name} can be timetabled in every period.` : `${name} is unavailable in ${off.size} ${off.size === 1 ? 'period' : 'periods'} a week.`}
      </p>
      <p role="status" className="sr-only">
        {said}
      </p>
    </div>
  );
}
