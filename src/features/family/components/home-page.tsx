import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMoney, MONTH_NAMES, WEEKDAY_LONG_NAMES, type FamilyHome } from '@contract';
import { familyHomeQueryOptions } from '@/api/family';
import { formatDate } from '@/lib/format-date';
import { useMarkSeen } from '../api/seen';
import { toneOf, weekdayOf } from '../lib/calendar';
import { MarkBadge } from './mark-badge';
import { Card, useFamilyGate } from './page-states';
import { SavedNote } from './saved-note';

/** "Tuesday 3 November". */
function longDay(date: string): string {
  const [, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAY_LONG_NAMES[weekdayOf(date) - 1]} ${d} ${MONTH_NAMES[m - 1]}`;
}

const linkClass = 'text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600';

/** A child's day at a glance: today's register and lessons, the balance, the latest marks, and what is new. */
export function FamilyHomePage({ childId }: { childId: number }) {
  const query = useQuery(familyHomeQueryOptions(childId));
  const home = query.data;
  useMarkSeen(childId, home?.as_of, query.dataUpdatedAt);
  const gate = useFamilyGate(query, 'The home page');
  return (
    <>
      <h1 tabIndex={-1} className="mb-3 text-xl font-bold text-slate-900 focus:outline-none">{home ? `${home.child.first_name}'s day` : 'Home'}</h1>
      {gate ?? (home && <HomeCards home={home} childId={childId} updatedAt={query.dataUpdatedAt} failed={query.isError} />)}
    </>
  );
}

function HomeCards({ home, childId, updatedAt, failed }: { home: FamilyHome; childId: number; updatedAt: number; failed: boolean }) {
  return (
    <div className="space-y-3">
      <SavedNote updatedAt={updatedAt} failed={failed} />
      <Today home={home} />
      <Lessons home={home} childId={childId} />
      <Card title="Fees" action={<Link to="/family/fees" search={{ child: childId }} className={linkClass}>Statement</Link>}>
        <Balance balance={home.balance} currency={home.currency} />
      </Card>
      <LatestMarks home={home} childId={childId} />
      <News home={home} />
    </div>
  );
}

function Today({ home }: { home: FamilyHome }) {
  const mark = home.attendance_today;
  return (
    <Card title={longDay(home.today)}>
      {!home.school_day.open ? (
        <p className="text-sm text-slate-700">
          <span className="font-semibold">No school today</span>
          {home.school_day.reason ? `: ${home.school_day.reason}.` : '.'}
        </p>
      ) : mark ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-slate-700">Today&apos;s register:</span>
          <MarkBadge mark={mark} tone={toneOf(mark)} />
          {mark.note ? <span className="w-full text-sm text-slate-600">{mark.note}</span> : null}
        </div>
      ) : (
        <p className="text-sm text-slate-700">The register for today has not been taken yet.</p>
      )}
    </Card>
  );
}

function Lessons({ home, childId }: { home: FamilyHome; childId: number }) {
  const week = (
    <Link to="/family/week" search={{ child: childId }} className={linkClass}>
      The week
    </Link>
  );
  return (
    <Card title="Today's lessons" action={week}>
      {home.lessons_today.length === 0 ? (
        <p className="text-sm text-slate-700">{home.school_day.open ? 'No lessons are on the timetable today.' : 'No lessons today.'}</p>
      ) : (
        <ol className="divide-y divide-slate-100">
          {home.lessons_today.map((lesson) => (
            <li key={`${lesson.starts}-${lesson.subject_name}`} className="flex gap-3 py-2">
              <span className="w-12 shrink-0 text-sm font-semibold text-slate-900 tabular-nums">{lesson.starts}</span>
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{lesson.subject_name}</span>
                <span className="block text-sm text-slate-600">
                  {[`until ${lesson.ends}`, lesson.room_name, lesson.teacher_name].filter(Boolean).join(' · ')}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

/** What is owed, paid ahead, or nothing. */
export function Balance({ balance, currency }: { balance: number; currency: string }) {
  if (balance > 0)
    return (
      <p className="text-sm text-slate-700">
        Balance due <span className="block text-2xl font-bold text-slate-900 tabular-nums">{formatMoney(balance, currency)}</span>
      </p>
    );
  if (balance < 0)
    return (
      <p className="text-sm text-slate-700">
        Paid ahead by <span className="block text-2xl font-bold text-emerald-800 tabular-nums">{formatMoney(-balance, currency)}</span>
      </p>
    );
  return <p className="text-sm text-slate-700">Nothing is owed. Thank you.</p>;
}

function LatestMarks({ home, childId }: { home: FamilyHome; childId: number }) {
  const marks = home.latest_marks;
  const all = (
    <Link to="/family/exams" search={{ child: childId }} className={linkClass}>
      All exams
    </Link>
  );
  return (
    <Card title="Latest marks" action={all}>
      {!marks ? (
        <p className="text-sm text-slate-700">No exam results have been published yet.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            <span className="font-semibold text-slate-900">{marks.exam_name}</span>
            {marks.percent !== null ? ` · ${marks.percent}%` : ''}
            {marks.grade ? ` · Grade ${marks.grade}` : ''}
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            {marks.subjects.map((s) => (
              <li key={s.subject_name} className="flex items-baseline justify-between gap-3 py-1.5 text-sm">
                <span className="min-w-0 text-slate-800">{s.subject_name}</span>
                <span className="shrink-0 font-semibold text-slate-900 tabular-nums">
                  {s.marks !== null ? `${s.marks} / ${s.max_marks}` : (s.state ?? '—')}
                  {s.grade ? ` · ${s.grade}` : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

const NEWS_WORDS: Record<FamilyHome['news'][number]['kind'], string> = {
  marks: 'Marks',
  card: 'Report card',
  absent: 'Absent',
  late: 'Late',
  charge: 'Charge',
  payment: 'Payment',
};

function News({ home }: { home: FamilyHome }) {
  const title = home.since ? 'New since your last visit' : 'New in the last two weeks';
  return (
    <Card title={title}>
      {home.since ? <p className="-mt-1 mb-2 text-xs text-slate-600">Your last visit: {formatDate(home.since)}</p> : null}
      {home.news.length === 0 ? (
        <p className="text-sm text-slate-700">Nothing new.</p>
      ) : (
        <ul className="space-y-2">
          {home.news.map((n, i) => (
            <li key={`${n.kind}-${n.date}-${i}`} className="text-sm">
              <span className="mr-2 inline-block rounded bg-slate-100 px-1.5 py-0.5 text-xs font-semibold text-slate-800">{NEWS_WORDS[n.kind]}</span>
              <span className="text-slate-800">{n.text}</span>
              <span className="block text-xs text-slate-600">{formatDate(n.date)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
