import { formatMoney, moneyInput, type BusReport, type BusReportTotals } from '@contract';
import { toCsv, type CsvColumn } from '@/components/data-table/csv';

/** The month's check in words: zero is good news, anything else says why it may differ. */
export function checkState(check: BusReport['check'], currency?: string): { ok: boolean; line: string; why: string | null } {
  const line = `Expected from assignments ${formatMoney(check.expected, currency)} · In the ledger ${formatMoney(check.ledger, currency)} · Difference ${formatMoney(check.difference, currency)}`;
  if (check.difference === 0) return { ok: true, line, why: null };
  const why =
    check.unbilled_students > 0
      ? 'Some riders of this month are not billed yet, so the ledger holds less than the assignments come to.'
      : 'The assignments now come to another amount than was billed: an assignment or rate changed after billing, or a charge was reversed. Reverse the old charge and bill the month again to match.';
  return { ok: false, line, why };
}

export const unbilledLine = (n: number) => `${n} ${n === 1 ? 'rider is' : 'riders are'} not billed yet`;

/** "bus-report-2026-11.csv" */
export const csvFileName = (month: string) => `bus-report-${month}.csv`;

/**
 * The report as one spreadsheet: a row per bus, zone and student, each marked with its part,
 * then the totals and the check. Money in major units with a dot ("1234.50"), and zero as
 * 0.00, so a column never disappears with its figures.
 */
export function busReportCsv(r: BusReport): string {
  type Row = { part: string; name: string; class?: string | null; bus?: string; zone?: string; capacity?: number | string } & BusReportTotals;
  const rows: Row[] = [
    ...r.buses.map((b) => ({ ...b, part: 'Bus', name: b.bus_number, capacity: b.capacity })),
    ...r.zones.map((z) => ({ ...z, part: 'Zone', name: z.zone_name })),
    ...r.students.map((s) => ({ ...s, part: 'Student', name: s.student_name, class: s.class_name, bus: s.bus_number, zone: s.zone_name })),
    { ...r.totals, part: 'Total', name: 'All riders' },
  ];
  const columns: CsvColumn<Row>[] = [
    { header: 'Part', value: (x) => x.part },
    { header: 'Name', value: (x) => x.name },
    { header: 'Class', value: (x) => x.class ?? '' },
    { header: 'Bus', value: (x) => x.bus ?? '' },
    { header: 'Zone', value: (x) => x.zone ?? '' },
    { header: 'Capacity', value: (x) => x.capacity ?? '' },
    { header: 'Riders', value: (x) => x.riders },
    { header: 'Billed', value: (x) => moneyInput(x.billed) },
    { header: 'Paid', value: (x) => moneyInput(x.paid) },
    { header: 'Outstanding', value: (x) => moneyInput(x.outstanding) },
  ];
  const check = toCsv<BusReport['check']>(
    [
      { header: 'Expected from assignments', value: (c) => moneyInput(c.expected) },
      { header: 'In the ledger', value: (c) => moneyInput(c.ledger) },
      { header: 'Difference', value: (c) => moneyInput(c.difference) },
      { header: 'Riders not billed', value: (c) => c.unbilled_students },
    ],
    [r.check],
  );
  return `${toCsv(columns, rows)}\r\n${check}`;
}
