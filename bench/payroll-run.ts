/**
 * Budget (issue 12): generating and approving a payroll run for 2,000 employees, each with an
 * advance, a loan and a deduction, takes under 3 s on PostgreSQL, and within 5× of a bulk
 * insert of the same lines in the same run.
 *
 *   npx tsx bench/payroll-run.ts        (npm run bench:payroll)
 *
 * Makes a school in a throwaway PostgreSQL database (bench/throwaway-db.ts) with BENCH_STAFF
 * (2,000) employees, pays each an advance (over three months) and a loan, and gives each a
 * recurring deduction, all in bulk. Then, for BENCH_MONTHS (2) months in turn, times the
 * services a request runs (generate, then approve), and the baseline: the same payslips, lines
 * and journal lines written with multi-row INSERTs in one transaction (rolled back).
 * Exits 1 when a run is over budget.
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { openDatabase, queryRows, type Db } from "../server/db/client";
import {
  deductions,
  employees,
  journalEntries,
  journalLines,
  payslipItems,
  payslips,
  recoveries,
  recoveryInstalments,
} from "../server/db/schema";
import { toActor } from "../server/lib/actor";
import { defaultAccount } from "../server/domains/finance/ledger/chart";
import { writeEntries } from "../server/domains/finance/ledger/ledger";
import { loadSession } from "../server/lib/session";
import { approveRun } from "../server/domains/payroll/runs/run-posting";
import { generatePayroll } from "../server/domains/payroll/runs/runs.service";
import { createSchool } from "../server/domains/school/profile/schools.service";
import {
  addMonths,
  EMPLOYEE_TYPES,
  instalmentFor,
  planInstalments,
} from "@contract";
import { throwawayDatabase } from "./throwaway-db";

const BUDGET_MS = 3_000;
const RATIO_BUDGET = 5;
const STAFF = Number(process.env.BENCH_STAFF ?? 2_000);
const MONTHS = Number(process.env.BENCH_MONTHS ?? 2);
const CHUNK = 1_000;

const thisMonth = new Date().toISOString().slice(0, 7);
const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) =>
    rows.slice(i * CHUNK, (i + 1) * CHUNK),
  );

/** 2,000 staff, each with an advance, a loan and a deduction, written in bulk. */
async function seedStaff(db: Db, schoolId: number, adminId: number) {
  const actor = toActor((await loadSession(db, adminId))!, "bench", "payroll");
  const rows = Array.from({ length: STAFF }, (_, i) => ({
    schoolId,
    number: `B${String(i + 1).padStart(5, "0")}`,
    firstName: `Staff${i + 1}`,
    lastName: "Bench",
    gender: i % 2 ? "Female" : "Male",
    jobTitle: "Teacher",
    type: EMPLOYEE_TYPES[i % EMPLOYEE_TYPES.length]!,
    hireDate: "2020-01-06",
    baseSalary: 3_000_000 + (i % 50) * 20_000,
  }));
  const ids: number[] = [];
  for (const part of chunks(rows))
    ids.push(
      ...(
        await db.insert(employees).values(part).returning({ id: employees.id })
      ).map((r) => r.id),
    );
  const cash = await defaultAccount(db, schoolId, "receipts", "account_id");
  const paidOn = `${addMonths(thisMonth, -1)}-05`;
  for (const kind of ["advance", "loan"] as const) {
    const amount = kind === "advance" ? 300_000 : 1_200_000;
    const instalment = kind === "advance" ? instalmentFor(amount, 3) : 100_000;
    const target = await defaultAccount(
      db,
      schoolId,
      kind === "advance" ? "advances" : "loans",
      "employee_id",
    );
    // One transaction: the ledger's balance check runs at commit, after the lines are in.
    const entryIds = await db.transaction((tx) =>
      writeEntries(
        tx,
        actor,
        { key: `bench-${kind}`, request: { kind } },
        ids.map((employeeId) => ({
          keySuffix: String(employeeId),
          date: paidOn,
          kind,
          memo: `Bench ${kind}`,
          lines: [
            { accountId: target, debit: amount, employeeId },
            { accountId: cash, credit: amount },
          ],
        })),
        { action: "bench", entity: kind },
      ),
    );
    const recs: number[] = [];
    for (const part of chunks(
      ids.map((employeeId, i) => ({
        schoolId,
        kind,
        employeeId,
        paidOn,
        amount,
        instalment,
        reason: `Bench ${kind}`,
        accountId: cash,
        entryId: entryIds[i]!,
      })),
    )) {
      recs.push(
        ...(
          await db
            .insert(recoveries)
            .values(part)
            .returning({ id: recoveries.id })
        ).map((r) => r.id),
      );
    }
    const plan = planInstalments(amount, instalment, thisMonth);
    const instalments = recs.flatMap((recoveryId) =>
      plan.map((p, i) => ({
        schoolId,
        recoveryId,
        seq: i + 1,
        month: `${p.month}-01`,
        amount: p.amount,
      })),
    );
    for (const part of chunks(instalments))
      await db.insert(recoveryInstalments).values(part);
  }
  for (const part of chunks(
    ids.map((employeeId) => ({
      schoolId,
      employeeId,
      amount: 50_000,
      reason: "Pension",
      fromMonth: `${thisMonth}-01`,
      toMonth: `${addMonths(thisMonth, 11)}-01`,
    })),
  )) {
    await db.insert(deductions).values(part);
  }
  return actor;
}

/** The baseline: the run's payslips, their lines and its journal lines, inserted again in bulk, then rolled back. */
async function bulkInsertBaseline(
  db: Db,
  runId: number,
  entryId: number,
): Promise<number> {
  const slips = await db
    .select()
    .from(payslips)
    .where(sql`${payslips.runId} = ${runId}`);
  const items = await db
    .select()
    .from(payslipItems)
    .where(
      sql`${payslipItems.payslipId} in (select id from payslips where run_id = ${runId})`,
    );
  const lines = await db
    .select()
    .from(journalLines)
    .where(sql`${journalLines.entryId} = ${entryId}`);
  const [entry] = await db
    .select()
    .from(journalEntries)
    .where(sql`${journalEntries.id} = ${entryId}`);
  const start = performance.now();
  await db
    .transaction(async (tx) => {
      const [run] = await queryRows<{ id: number }>(
        tx,
        sql`insert into payroll_runs (school_id, month, status) values (${entry!.schoolId}, ${`${addMonths(thisMonth, 60)}-01`}, 'Pending') returning id`,
      );
      const slipIds: number[] = [];
      for (const part of chunks(
        slips.map(({ id: _id, runId: _run, paidEntryId: _paid, ...s }) => ({
          ...s,
          runId: run!.id,
        })),
      )) {
        slipIds.push(
          ...(
            await tx
              .insert(payslips)
              .values(part)
              .returning({ id: payslips.id })
          ).map((r) => r.id),
        );
      }
      const newSlip = new Map(slips.map((s, i) => [s.id, slipIds[i]!]));
      for (const part of chunks(
        items.map(({ id: _id, ...item }) => ({
          ...item,
          payslipId: newSlip.get(item.payslipId)!,
          released: true,
        })),
      ))
        await tx.insert(payslipItems).values(part);
      const [copy] = await tx
        .insert(journalEntries)
        .values({
          schoolId: entry!.schoolId,
          entryDate: entry!.entryDate,
          kind: entry!.kind,
          memo: "baseline",
          idempotencyKey: `baseline-${randomBytes(4).toString("hex")}`,
          requestHash: "x",
          authorId: entry!.authorId,
        })
        .returning({ id: journalEntries.id });
      for (const part of chunks(
        lines.map(({ id: _id, ...l }) => ({ ...l, entryId: copy!.id })),
      ))
        await tx.insert(journalLines).values(part);
      throw new Error("rollback");
    })
    .catch((err: Error) => {
      if (err.message !== "rollback") throw err;
    });
  return performance.now() - start;
}

const target = throwawayDatabase("sd_bench_payroll");
let exitCode = 0;
console.log(`database: ${target.name} on ${target.host}`);
await target.create();
const database = await openDatabase({ url: target.url });
try {
  await database.migrate();
  const { schoolId, adminId } = await createSchool(database.db, {
    name: "Bench School",
    adminUsername: "bench-admin",
    adminPassword: "Passw0rd!",
  });
  const seedStart = performance.now();
  const actor = await seedStaff(database.db, schoolId, adminId);
  await database.db.execute(sql`analyze`);
  console.log(
    `seeded ${STAFF} employees with an advance, a loan and a deduction each in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`,
  );
  console.log(
    `\nbudget: generate + approve under ${BUDGET_MS} ms, and within ${RATIO_BUDGET}× of the bulk insert\n`,
  );
  console.log(
    "| month | generate (ms) | approve (ms) | generate + approve (ms) | bulk insert of the same rows (ms) | ratio | payslips | lines |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (let m = 0; m < MONTHS; m++) {
    const month = addMonths(thisMonth, m);
    const t0 = performance.now();
    const { id } = await generatePayroll(database.db, actor, month);
    const t1 = performance.now();
    const { entryId } = await approveRun(
      database.db,
      actor,
      { key: `bench-approve-${month}`, request: { month } },
      id,
      {},
    );
    const t2 = performance.now();
    const baseline = await bulkInsertBaseline(database.db, id, entryId);
    const [counts] = await queryRows<{ slips: number; items: number }>(
      database.db,
      sql`select (select count(*)::int from payslips where run_id = ${id}) as slips, (select count(*)::int from payslip_items i join payslips p on p.id = i.payslip_id where p.run_id = ${id}) as items`,
    );
    const total = t2 - t0;
    const ratio = total / baseline;
    console.log(
      `| ${month} | ${(t1 - t0).toFixed(0)} | ${(t2 - t1).toFixed(0)} | **${total.toFixed(0)}** | ${baseline.toFixed(0)} | ${ratio.toFixed(2)}× | ${counts?.slips} | ${counts?.items} |`,
    );
    if (total > BUDGET_MS || ratio > RATIO_BUDGET) exitCode = 1;
  }
  console.log(exitCode ? "\nOVER BUDGET" : "\nwithin budget");
} finally {
  await database.close();
  await target.drop();
}
process.exit(exitCode);
