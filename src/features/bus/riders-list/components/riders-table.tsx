import { formatDate } from '@/lib/format-date';
import { classAndSection, groupRiders, telHref, type Rider } from '../lib/group-riders';
import { TableFrame } from '@/components/data-table/table-frame';

const link = 'whitespace-nowrap text-brand-700 underline-offset-2 hover:underline print:text-slate-900';
const cell = 'px-3 py-2 align-top print:px-1.5 print:py-1';
// Zone and stop head each group; the columns repeat them on a wide screen only, so the sheet fits A4.
const onWideScreen = 'hidden desk:table-cell print:hidden';
const repeated = `${cell} ${onWideScreen}`;
const HEADS = ['Student', 'Adm. no', 'Class', { label: 'Zone', className: onWideScreen }, 'Category', { label: 'Stop', className: onWideScreen }, 'Parent', 'Parent phone', 'Phone 2'];

function Phone({ phone }: { phone: string | null }) {
  return phone ? (
    <a href={telHref(phone)} className={link}>
      {phone}
    </a>
  ) : (
    <span className="text-slate-500">—</span>
  );
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The riders by zone and stop, each with their parent's phones to call from the tablet. */
export function RidersTable({ busNumber, date, riders }: { busNumber: string; date: string; riders: readonly Rider[] }) {
  const caption = `Riders of ${busNumber} on ${formatDate(date)}, by zone and stop`;
  return (
    <TableFrame caption={caption} heads={HEADS} cell={cell} print="print:text-[10px] print:leading-tight">
      {groupRiders(riders).map((group) => (
        <tbody key={group.key} className="print:break-inside-avoid">
          <tr className="border-b border-slate-200 bg-slate-100 print:bg-transparent">
            <th scope="rowgroup" colSpan={HEADS.length} className={`${cell} text-left font-semibold text-slate-900`}>
              {group.zone} · {group.stop ?? 'No stop given'} <span className="font-normal text-slate-600">({plural(group.riders.length, 'rider')})</span>
            </th>
          </tr>
          {group.riders.map((r) => (
            <tr key={r.student_id} className="border-b border-slate-100 last:border-0 print:border-slate-300">
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {r.student_name}
              </th>
              <td className={`${cell} tabular-nums`}>{r.admission_no}</td>
              <td className={`${cell} whitespace-nowrap`}>{classAndSection(r) || '—'}</td>
              <td className={repeated}>{r.zone_name}</td>
              <td className={cell}>{r.category_name}</td>
              <td className={repeated}>{r.stop ?? '—'}</td>
              <td className={cell}>{r.parent_name ?? '—'}</td>
              <td className={cell}>
                <Phone phone={r.parent_phone} />
              </td>
              <td className={cell}>
                <Phone phone={r.parent_phone2} />
              </td>
            </tr>
          ))}
        </tbody>
      ))}
    </TableFrame>
  );
}
