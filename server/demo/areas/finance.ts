import { and, eq, inArray, sql } from 'drizzle-orm';
import { addMonths, weekdayOf, type PaymentMethod } from '@contract';
import * as v from 'valibot';
import { readRows, type Db } from '../../db/client';
import { int8 } from '../../db/row-fields';
import { accounts, checks, closedPeriods, receipts } from '../../db/schema';
import { addDays } from '../../lib/days';
import { toActor, type Actor } from '../../lib/actor';
import { writeEntries, writeEntry, type BatchDraft } from '../../domains/finance/ledger/ledger';
import { loadSession } from '../../lib/session';
import { writeCheck } from '../../domains/finance/books/checks.service';
import { reverseEntry, transfer } from '../../domains/finance/books/entries.service';
import { generateFees } from '../../domains/finance/books/fees.service';
import { allocatePayments } from '../../domains/finance/ledger/student-ledger';
import { seeded } from './names';
import type { DemoContext } from './types';

type Rnd = ReturnType<typeof seeded>;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = (month: string, d: number) => `${month}-${String(d).padStart(2, '0')}`;

/** The twelve months up to this one, oldest first, as YYYY-MM. */
function lastTwelveMonths(today: Date): string[] {
  return Array.from({ length: 12 }, (_, i) => iso(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 11 + i, 1))).slice(0, 7));
}

/** How a family pays: most on time, some late, some in part, a few ahead, a few not at all. */
const HABITS = ['on time', 'on time', 'on time', 'on time', 'on time', 'late', 'late', 'in part', 'ahead', 'behind'] as const;
const METHODS: readonly PaymentMethod[] = ['Cash', 'Cash', 'Cash', 'Mobile money', 'Mobile money', 'Bank transfer', 'Check'];

interface Payment {
  date: string;
  studentId: number;
  amount: number;
}

/** Each charge paid the way the student's family pays, never after today. */
function paymentsFor(rnd: Rnd, charges: { studentId: number; month: string; amount: number }[], months: string[], today: string): Payment[] {
  const habit = new Map<number, (typeof HABITS)[number]>();
  const out: Payment[] = [];
  for (const c of charges) {
    if (!habit.has(c.studentId)) habit.set(c.studentId, rnd.pick(HABITS));
    const next = months[months.indexOf(c.month) + 1];
    const pay = (date: string | undefined, amount: number) => date && date <= today && amount > 0 && out.push({ date, studentId: c.studentId, amount });
    switch (habit.get(c.studentId)) {
      case 'on time':
        // One family in three pays in two instalments within the month.
        if (rnd.next() < 0.33) {
          const first = Math.round(c.amount / 200) * 100;
          pay(day(c.month, rnd.int(1, 10)), first);
          pay(day(c.month, rnd.int(15, 28)), c.amount - first);
        } else pay(day(c.month, rnd.int(1, 15)), c.amount);
        break;
      case 'late':
        pay(next && day(next, rnd.int(3, 25)), c.amount);
        break;
      case 'in part': {
        // Part now, and most of the rest the month after.
        const part = Math.round((c.amount * rnd.int(40, 80)) / 100 / 100) * 100;
        pay(day(c.month, rnd.int(5, 20)), part);
        pay(next && day(next, rnd.int(1, 20)), Math.round((c.amount - part) * 0.8 / 100) * 100);
        break;
      }
      case 'ahead':
        // Three months at once, at the first of each quarter's charges.
        if (months.indexOf(c.month) % 3 === 0) pay(day(c.month, rnd.int(1, 5)), c.amount * 3);
        break;
      default:
        // Behind: pays now and then, a round sum.
        if (rnd.next() < 0.25) pay(day(c.month, rnd.int(10, 28)), c.amount * 2);
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date));
}

/** Payments posted the way the counter posts them: Dr cash or bank, Cr receivable, a receipt each, numbered in date order. */
async function postPayments(ctx: DemoContext, actor: Actor, code: Map<string, number>, rnd: Rnd, payments: Payment[]) {
  const { tx, schoolId } = ctx;
  let number = 0;
  for (let start = 0; start < payments.length; start += 2_000) {
    const batch = payments.slice(start, start + 2_000).map((p) => ({ ...p, method: rnd.pick(METHODS), number: ++number }));
    const drafts: BatchDraft[] = batch.map((p) => ({
      keySuffix: `r${p.number}`,
      date: p.date,
      kind: 'payment',
      memo: `Receipt ${p.number}`,
      reference: `receipt:${p.number}`,
      lines: [
        { accountId: code.get(p.method === 'Bank transfer' ? '1010' : '1000')!, debit: p.amount },
        { accountId: code.get('1100')!, credit: p.amount, studentId: p.studentId },
      ],
    }));
    const ids = await writeEntries(tx, actor, { key: `demo-receipts-${start}`, request: { demo: start } }, drafts, { action: 'receive-payment', entity: 'journal-entry' });
    await tx.insert(receipts).values(batch.map((p, i) => ({ schoolId, number: p.number, entryId: ids[i]!, entryDate: p.date, studentId: p.studentId, method: p.method })));
  }
}

/**
 * The school's running costs by check from the bank, each month, in KES (minor units): fuel and
 * servicing for six buses, power, water, the phone and internet, supplies and repairs. Salaries
 * are not here: the payroll area pays them.
 */
const BILLS: [payee: string, account: string, min: number, max: number][] = [
  ['Fuel and Service Co', '5200', 450_000_00, 600_000_00],
  ['Kenya Power', '5300', 45_000_00, 70_000_00],
  ['Nairobi City Water', '5300', 12_000_00, 20_000_00],
  ['Safaricom', '5300', 8_000_00, 12_000_00],
  ['Text Book Centre', '5400', 30_000_00, 70_000_00],
  ['Jua Kali Repairs', '5100', 20_000_00, 60_000_00],
];

async function writeMonthlyChecks(ctx: DemoContext, db: Db, actor: Actor, code: Map<string, number>, rnd: Rnd, months: string[], today: string) {
  const written: { id: number; date: string }[] = [];
  let number = 100_200;
  for (const month of months) {
    for (const [payee, account, min, max] of BILLS) {
      const date = day(month, rnd.int(20, 28));
      if (date > today) continue;
      const amount = Math.round(rnd.int(min, max) / 100_00) * 100_00;
      const input = { bank_account_id: code.get('1010')!, number: String(++number), payee, date, memo: `${payee}, ${month}`, lines: [{ account_id: code.get(account)!, amount }] };
      const posted = await writeCheck(db, actor, { key: `demo-check-${number}`, request: input }, input);
      written.push({ id: posted.checkId, date });
    }
  }
  // What payroll withheld (pensions, union dues…) is paid over on the 9th of the next month.
  const withheld = await readRows(
    ctx.tx,
    v.object({ month: v.string(), amount: int8 }),
    sql`select to_char(l.entry_date, 'YYYY-MM') as month, sum(l.credit) - sum(l.debit) as amount from journal_lines l
        join journal_entries e on e.id = l.entry_id where l.school_id = ${ctx.schoolId} and l.account_id = ${code.get('2200')!} and e.kind = 'payroll'
        group by 1 order by 1`,
  );
  for (const w of withheld) {
    const date = day(addMonths(w.month, 1), 9);
    if (date > today || Number(w.amount) <= 0) continue;
    const input = { bank_account_id: code.get('1010')!, number: String(++number), payee: 'Staff pension scheme and union', date, memo: `Payroll deductions, ${w.month}`, lines: [{ account_id: code.get('2200')!, amount: Number(w.amount) }] };
    const posted = await writeCheck(db, actor, { key: `demo-check-${number}`, request: input }, input);
    written.push({ id: posted.checkId, date });
  }
  // In date order, so "the latest" below are the latest written.
  return written.sort((a, b) => a.date.localeCompare(b.date) || a.id - b.id).map((c) => c.id);
}

/** What the cash box keeps overnight after a deposit, KES 40,000: enough for an advance or a refund. */
const CASH_FLOAT = 40_000_00;

/**
 * Each Friday the week's cash goes to the bank: all but the float, and never more than would
 * leave the box short on any day before the next deposit (an advance paid in cash, a bounced
 * payment reversed). Counted from the ledger, so the cash account never goes below zero.
 */
async function depositWeekly(ctx: DemoContext, db: Db, actor: Actor, code: Map<string, number>, first: string, today: string) {
  const cashId = code.get('1000')!;
  const moves = await readRows(
    ctx.tx,
    v.object({ day: v.string(), net: int8 }),
    sql`select to_char(entry_date, 'YYYY-MM-DD') as day, sum(debit - credit) as net from journal_lines
        where school_id = ${ctx.schoolId} and account_id = ${cashId} group by entry_date order by entry_date`,
  );
  const net = new Map(moves.map((m) => [m.day, Number(m.net)]));
  const days: string[] = [];
  for (let d = moves[0]?.day ?? first; d <= today; d = addDays(d, 1)) days.push(d);
  const closing: number[] = [];
  let balance = 0;
  for (const d of days) closing.push((balance += net.get(d) ?? 0));
  let deposited = 0;
  for (const [i, d] of days.entries()) {
    if (d < first || weekdayOf(d) !== 5) continue;
    const until = days.findIndex((x, j) => j > i && weekdayOf(x) === 5);
    const window = closing.slice(i, until === -1 ? undefined : until);
    const amount = Math.floor((Math.min(...window) - deposited - CASH_FLOAT) / 1_000_00) * 1_000_00;
    if (amount <= 0) continue;
    const input = { from_account_id: cashId, to_account_id: code.get('1010')!, amount, date: d, memo: 'Weekly cash deposit' };
    await transfer(db, actor, { key: `demo-deposit-${d}`, request: { demo: d } }, input);
    deposited += amount;
  }
}

/**
 * A year of the school's money (issue 11): the opening balances, twelve months of tuition for
 * every enrolled student, their payments (on time, late, in part, ahead, or behind), the
 * running costs by check (most cleared, two voided), weekly bank deposits of the cash taken,
 * a few bounced payments reversed, and the months before the last three closed. About 33,000
 * entries, through the same services the pages use.
 */
export async function seedFinance(ctx: DemoContext) {
  const { tx, schoolId } = ctx;
  // The services open transactions; inside the demo's one they are savepoints.
  const db = tx as unknown as Db;
  const actor = toActor((await loadSession(tx, ctx.adminId))!, 'demo', 'finance');
  const rnd = seeded(23);
  const code = new Map((await tx.select({ code: accounts.code, id: accounts.id }).from(accounts).where(eq(accounts.schoolId, schoolId))).map((a) => [a.code, a.id]));
  const today = ctx.today;
  const months = lastTwelveMonths(new Date(`${today}T12:00:00Z`));
  const claim = (key: string) => ({ key, request: { demo: key } });

  await writeEntry(tx, actor, claim('demo-opening'), {
    date: `${months[0]}-01`,
    kind: 'adjustment',
    memo: 'Opening balances',
    lines: [
      { accountId: code.get('1010')!, debit: 3_000_000_00 },
      { accountId: code.get('1000')!, debit: 50_000_00 },
      { accountId: code.get('3000')!, credit: 3_050_000_00 },
    ],
  });
  for (const month of months) await generateFees(db, actor, claim(`demo-fees-${month}`), { month, class_ids: Object.values(ctx.classIds) });

  const charges = await readRows(
    tx,
    v.object({ student_id: int8, month: v.string(), amount: int8 }),
    sql`select l.student_id, to_char(l.entry_date, 'YYYY-MM') as month, l.debit as amount from journal_lines l
        join journal_entries e on e.id = l.entry_id where e.school_id = ${schoolId} and e.kind = 'fee' and l.debit > 0 order by l.entry_date, l.student_id`,
  );
  const payments = paymentsFor(rnd, charges.map((c) => ({ studentId: Number(c.student_id), month: c.month, amount: Number(c.amount) })), months, today);
  await postPayments(ctx, actor, code, rnd, payments);
  await allocatePayments(tx, schoolId, [...new Set(payments.map((p) => p.studentId))]);

  const written = await writeMonthlyChecks(ctx, db, actor, code, rnd, months, today);
  // The bank has paid all but the latest eight, and two old ones nobody has cashed yet.
  const cleared = written.slice(2, -8);
  await tx
    .update(checks)
    .set({ status: 'Cleared', clearedOn: sql`(select least(e.entry_date + 3, ${today}::date) from journal_entries e where e.id = ${checks.entryId})` })
    .where(inArray(checks.id, cleared));

  // Two checks the payee never cashed, and three payments that bounced, from the open months.
  const open = months.slice(-3)[0]!;
  for (const checkId of written.slice(-8, -6)) {
    const [row] = await tx.select({ entryId: checks.entryId }).from(checks).where(eq(checks.id, checkId));
    await reverseEntry(db, actor, claim(`demo-void-${checkId}`), row!.entryId, { date: today, reason: 'Check lost in the post; a new one was written' });
  }
  const firstOpen = payments.findIndex((p) => p.date >= `${open}-01`);
  for (const number of [firstOpen + 1, firstOpen + 8, firstOpen + 15]) {
    const [row] = await tx.select({ entryId: receipts.entryId }).from(receipts).where(and(eq(receipts.schoolId, schoolId), eq(receipts.number, number)));
    await reverseEntry(db, actor, claim(`demo-bounce-${number}`), row!.entryId, { date: today, reason: 'Payment bounced: the bank returned it' });
  }
  // Last, once every other movement of cash is in the ledger.
  await depositWeekly(ctx, db, actor, code, `${months[0]}-01`, today);
  await tx.insert(closedPeriods).values(months.slice(0, -3).map((m) => ({ schoolId, month: `${m}-01`, closedBy: ctx.adminId })));
}
