import { formatCount, type BusReport, type BusReportTotals } from '@contract';
import { Money, ReportTable, type ReportColumn } from '@/components/report/report-table';

const count = (n: number) => <span className="tabular-nums">{formatCount(n)}</span>;

/** Billed, paid and outstanding: the money columns every table shares. */
function money<T extends BusReportTotals>(): ReportColumn<T>[] {
  return [
    { id: 'billed', header: 'Billed', numeric: true, cell: (r) => <Money minor={r.billed} /> },
    { id: 'paid', header: 'Paid', numeric: true, cell: (r) => <Money minor={r.paid} /> },
    { id: 'outstanding', header: 'Outstanding', numeric: true, cell: (r) => <Money minor={r.outstanding} /> },
  ];
}

const totalsRow = (t: BusReportTotals, first: string, firstId: string) => ({
  [firstId]: first,
  riders: count(t.riders),
  billed: <Money minor={t.billed} />,
  paid: <Money minor={t.paid} />,
  outstanding: <Money minor={t.outstanding} />,
});

type BusRow = BusReport['buses'][number];
type ZoneRow = BusReport['zones'][number];
type StudentRow = BusReport['students'][number];

const heading = 'mb-2 mt-6 text-sm font-semibold text-slate-900 print:break-after-avoid';

/** Per bus, per zone and per student, each with its totals; on paper one after the other. */
export function ReportTables({ report, period }: { report: BusReport; period: string }) {
  const busColumns: ReportColumn<BusRow>[] = [
    { id: 'bus', header: 'Bus', cell: (b) => b.bus_number },
    { id: 'capacity', header: 'Capacity', numeric: true, wide: true, cell: (b) => count(b.capacity) },
    { id: 'riders', header: 'Riders', numeric: true, cell: (b) => count(b.riders) },
    ...money<BusRow>(),
  ];
  const zoneColumns: ReportColumn<ZoneRow>[] = [{ id: 'zone', header: 'Zone', cell: (z) => z.zone_name }, { id: 'riders', header: 'Riders', numeric: true, cell: (z) => count(z.riders) }, ...money<ZoneRow>()];
  const studentColumns: ReportColumn<StudentRow>[] = [
    { id: 'student', header: 'Student', cell: (s) => s.student_name },
    { id: 'class', header: 'Class', cell: (s) => s.class_name ?? '—' },
    { id: 'bus', header: 'Bus', cell: (s) => s.bus_number },
    { id: 'zone', header: 'Zone', wide: true, cell: (s) => s.zone_name },
    ...money<StudentRow>(),
  ];
  return (
    <>
      <h3 className={heading}>By bus</h3>
      <ReportTable caption={`Riders and bus fees by bus, ${period}`} columns={busColumns} rows={report.buses} rowKey={(b) => b.bus_id} totals={totalsRow(report.totals, 'All buses', 'bus')} />
      <h3 className={heading}>By zone</h3>
      <ReportTable caption={`Riders and bus fees by zone, ${period}`} columns={zoneColumns} rows={report.zones} rowKey={(z) => z.zone_id} totals={totalsRow(report.totals, 'All zones', 'zone')} />
      <h3 className={heading}>By student</h3>
      <ReportTable
        caption={`Bus fees by student, ${period}`}
        columns={studentColumns}
        rows={report.students}
        rowKey={(s) => s.student_id}
        totals={{ ...totalsRow(report.totals, `${report.students.length} ${report.students.length === 1 ? 'student' : 'students'}`, 'student'), riders: undefined }}
      />
    </>
  );
}
