import { sql, type SQL } from 'drizzle-orm';
import * as v from 'valibot';
import { API, formatMoney, monthNameOf, weekdayNameOf, weekdayOf, type FamilyHome } from '@contract';
import { readRows, type Db } from '../../../db/client';
import type { FamilyViewer } from '../../../lib/family-session';
import { countingCode } from '../../attendance/public';

/**
 * What is new for one child since the family member last looked (`since`, or the last 14 days
 * on a first visit): absences and lates as the register has them now, report cards issued,
 * marks of closed exams, and the charges and payments on the child's account. Each item is a
 * short sentence a parent reads at a glance. Every query names the school and the child.
 */

export type NewsItem = FamilyHome['news'][number];
type Timed = NewsItem & { at: string };

const MAX_NEWS = 30;
const FIRST_VISIT_DAYS = 14;

/** "Tue 3 Nov". */
export function shortDay(day: string): string {
  const [, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${weekdayNameOf(weekdayOf(day))} ${d} ${monthNameOf(m, true)}`;
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

const markRow = v.object({ date: v.string(), name: v.string(), late: v.boolean(), at: v.string() });
const cardRow = v.object({ exam_name: v.string(), version: v.number(), date: v.string(), at: v.string() });
const examRow = v.object({ exam_name: v.string(), date: v.string(), at: v.string() });
const entryRow = v.object({
  kind: v.string(),
  memo: v.nullable(v.string()),
  date: v.string(),
  at: v.string(),
  net: v.union([v.number(), v.string()]),
  receipt_no: v.nullable(v.number()),
  reverses_kind: v.nullable(v.string()),
  reversed_receipt_no: v.nullable(v.number()),
});

async function attendanceNews(db: Db, schoolId: number, studentId: number, after: SQL): Promise<Timed[]> {
  // The child's absences and lates first (a handful), and only then when each was last written:
  // the register's change log is per sheet, so asking it for every mark of the year is the cost.
  const rows = await readRows(
    db,
    markRow,
    sql`with missed as materialized (
        select m.date, m.sheet_id, m.student_id, m.school_id, m.override_at, c.name, (c.built_in and c.code = 'L') as late
        from attendance_marks m
        join attendance_codes c on c.id = ${countingCode} and c.school_id = m.school_id
        where m.school_id = ${schoolId} and m.student_id = ${studentId} and (c.counts <> 'present' or (c.built_in and c.code = 'L')))
      select to_char(d.date, 'YYYY-MM-DD') as date, d.name, d.late, ${iso('w.at')} as at
      from missed d
      cross join lateral (select coalesce(
          (select max(x.changed_at) from attendance_changes x where x.school_id = d.school_id and x.sheet_id = d.sheet_id and x.student_id = d.student_id),
          d.override_at,
          (select sh.updated_at from attendance_sheets sh where sh.id = d.sheet_id and sh.school_id = d.school_id)) as at) w
      -- A register corrected long ago, or a year loaded in one go, is not news: only the last month's days.
      where w.at > ${after} and d.date > (${after})::date - 31`,
  );
  return rows.map((r) => ({ kind: r.late ? 'late' : 'absent', date: r.date, text: `${r.name} on ${shortDay(r.date)}`, at: r.at }));
}

async function examNews(db: Db, viewer: FamilyViewer, studentId: number, after: SQL): Promise<Timed[]> {
  const zone = viewer.timeZone;
  const cards = await readRows(
    db,
    cardRow,
    sql`select ex.name as exam_name, rc.version::int, to_char(timezone(${zone}, rc.issued_at), 'YYYY-MM-DD') as date, ${iso('rc.issued_at')} as at
      from report_cards rc join exams ex on ex.id = rc.exam_id and ex.school_id = rc.school_id
      where rc.school_id = ${viewer.schoolId} and rc.student_id = ${studentId} and rc.issued_at > ${after}`,
  );
  // An exam's marks are news once it is closed: from the later of the child's last mark and the
  // closing (the audit row of the change to Closed; exams keep no closing time of their own). Only
  // closings after `after` are looked for, through the audit log's (school, module, time) index.
  const exams = await readRows(
    db,
    examRow,
    sql`with closing as (
        select (al.entity_ids->>0)::bigint as exam_id, max(al.at) as at from audit_log al
        where al.school_id = ${viewer.schoolId} and al.module = ${API.exams} and al.at > ${after}
          and al.entity = 'exam' and al.detail->>'status' = 'Closed'
        group by 1),
      mine as (
        select es.exam_id, max(r.entered_at) as at from exam_results r
        join exam_subjects es on es.id = r.exam_subject_id and es.school_id = r.school_id
        where r.school_id = ${viewer.schoolId} and r.student_id = ${studentId}
        group by es.exam_id)
      select ex.name as exam_name, to_char(timezone(${zone}, greatest(mine.at, closing.at)), 'YYYY-MM-DD') as date,
        ${iso('greatest(mine.at, closing.at)')} as at
      from mine join exams ex on ex.id = mine.exam_id and ex.school_id = ${viewer.schoolId} and ex.status = 'Closed'
      left join closing on closing.exam_id = ex.id
      where greatest(mine.at, closing.at) > ${after}`,
  );
  return [
    ...cards.map((c): Timed => ({ kind: 'card', date: c.date, text: `${c.version > 1 ? 'Corrected report card' : 'Report card'} for ${c.exam_name} issued`, at: c.at })),
    ...exams.map((e): Timed => ({ kind: 'marks', date: e.date, text: `Marks for ${e.exam_name} published`, at: e.at })),
  ];
}

function entryText(r: v.InferOutput<typeof entryRow>, currency: string): Pick<NewsItem, 'kind' | 'text'> {
  const net = Number(r.net);
  const money = formatMoney(Math.abs(net), currency);
  if (r.kind === 'payment' && net < 0) return { kind: 'payment', text: `Payment of ${money} received${r.receipt_no ? ` (receipt ${r.receipt_no})` : ''}` };
  if (r.reverses_kind === 'payment') return { kind: 'payment', text: `Payment of ${money}${r.reversed_receipt_no ? ` (receipt ${r.reversed_receipt_no})` : ''} cancelled` };
  if (r.kind === 'reversal' && net < 0) return { kind: 'charge', text: `Charge of ${money} cancelled` };
  const what = r.kind === 'reversal' ? '' : (r.memo ?? '');
  return { kind: 'charge', text: net > 0 ? `${money} charged${what ? ` for ${what}` : ''}` : `${money} credited${what ? ` (${what})` : ''}` };
}

async function ledgerNews(db: Db, viewer: FamilyViewer, studentId: number, after: SQL): Promise<Timed[]> {
  const rows = await readRows(
    db,
    entryRow,
    sql`select je.kind, je.memo, to_char(je.entry_date, 'YYYY-MM-DD') as date, ${iso('je.created_at')} as at,
        sum(l.debit - l.credit) as net, rc.number as receipt_no, orig.kind as reverses_kind, orc.number as reversed_receipt_no
      from journal_lines l
      join accounts a on a.id = l.account_id and a.school_id = l.school_id and a.type = 'asset'
      join journal_entries je on je.id = l.entry_id and je.school_id = l.school_id
      left join receipts rc on rc.entry_id = je.id and rc.school_id = je.school_id
      left join journal_entries orig on orig.id = je.reverses_id and orig.school_id = je.school_id
      left join receipts orc on orc.entry_id = orig.id and orc.school_id = orig.school_id
      where l.school_id = ${viewer.schoolId} and l.student_id = ${studentId} and je.created_at > ${after}
        and je.entry_date > (${after})::date - 31
      group by je.school_id, je.id, rc.number, orig.kind, orc.number
      having sum(l.debit - l.credit) <> 0`,
  );
  return rows.map((r) => ({ ...entryText(r, viewer.currency), date: r.date, at: r.at }));
}

/** The child's news since `since` (an ISO time; null: a first visit), newest first. */
export async function childNews(db: Db, viewer: FamilyViewer, studentId: number, since: string | null): Promise<NewsItem[]> {
  const after = since ? sql`${since}::timestamptz` : sql.raw(`(now() - interval '${FIRST_VISIT_DAYS} days')`);
  const parts = await Promise.all([
    attendanceNews(db, viewer.schoolId, studentId, after),
    examNews(db, viewer, studentId, after),
    ledgerNews(db, viewer, studentId, after),
  ]);
  return parts
    .flat()
    .sort((a, b) => b.at.localeCompare(a.at) || b.date.localeCompare(a.date))
    .slice(0, MAX_NEWS)
    .map(({ kind, date, text }) => ({ kind, date, text }));
}
