import { useQuery } from '@tanstack/react-query';
import { QueryProblem } from '@/components/overlays/query-state';
import { Button, buttonClass } from '@/components/ui/button';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { transferCertificateQueryOptions } from '../api/students';
import { day } from './detail-item';
import { imageUrl } from '@/lib/images';

/**
 * The transfer certificate, laid out for paper. On print only the certificate shows: the page
 * hides the shell (sidebar, navbar, footer) with print CSS of its own.
 */
export function TransferCertificatePage({ studentId }: { studentId: number }) {
  const online = useOnline();
  const query = useQuery({ ...transferCertificateQueryOptions(studentId), enabled: online });
  const back = (
    <a href={`#/students/view/${studentId}`} className={buttonClass('secondary')}>
      Back to the student
    </a>
  );
  if (!online || (query.error instanceof HttpError && query.error.isNetwork)) {
    return <QueryProblem title="This needs a connection" message="The certificate is read from the server." action={back} />;
  }
  if (query.isError) return <QueryProblem title="No transfer certificate" message={errorMessage(query.error)} action={back} />;
  if (!query.data) return <p className="py-12 text-center text-sm text-slate-600">Loading…</p>;
  const c = query.data;
  const rows: [string, string][] = [
    ['Name of the student', c.student.fullname],
    ['Admission number', c.student.admission_no],
    ['Gender', c.student.gender],
    ['Date of birth', day(c.student.date_of_birth)],
    ['Parent or guardian', c.student.parent_name],
    ['Date of admission', day(c.student.admission_date)],
    ['Last class attended', [c.last_class, c.last_section].filter(Boolean).join(' ') || '—'],
    ['Academic year', c.last_year ?? '—'],
    ['Date of leaving', day(c.transfer_date)],
    ['Reason for leaving', c.reason],
    ['School joining', c.destination],
  ];

  return (
    <div className="sd-certificate-page space-y-4">
      <style>{`@media print {
  body * { visibility: hidden !important; }
  .sd-certificate, .sd-certificate * { visibility: visible !important; }
  .sd-certificate { position: absolute; inset: 0 auto auto 0; width: 100%; margin: 0; box-shadow: none; border: 0; }
  @page { margin: 16mm; }
}`}</style>
      <div className="flex flex-wrap justify-end gap-2 print:hidden">
        {back}
        <Button onClick={() => window.print()}>Print certificate</Button>
      </div>
      <article aria-label="Transfer Certificate" className="sd-certificate mx-auto max-w-3xl rounded-xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <header className="flex items-center gap-4 border-b-2 border-slate-800 pb-4">
          {c.school.logo ? <img src={imageUrl(c.school.logo)} alt="" className="size-16 object-contain" /> : null}
          <div className="flex-1 text-center">
            <p className="text-2xl font-bold text-slate-900">{c.school.name}</p>
            {c.school.address ? <p className="text-sm text-slate-700">{c.school.address}</p> : null}
            <p className="text-sm text-slate-700">{[c.school.phone, c.school.email].filter(Boolean).join(' · ')}</p>
          </div>
        </header>
        <h2 className="mt-6 text-center text-xl font-semibold uppercase tracking-wide text-slate-900">Transfer Certificate</h2>
        <div className="mt-2 flex justify-between text-sm text-slate-800">
          <span>Certificate no {c.certificate_no}</span>
          <span>Issued on {day(c.issued_on)}</span>
        </div>
        <table className="mt-6 w-full text-sm">
          <caption className="sr-only">Details of the student</caption>
          <tbody>
            {rows.map(([label, value]) => (
              <tr key={label} className="border-b border-slate-200">
                <th scope="row" className="w-1/2 py-2 pr-4 text-left font-medium text-slate-700">
                  {label}
                </th>
                <td className="py-2 text-slate-900">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-6 text-sm text-slate-800">Certified that the particulars above are as recorded in the school’s register.</p>
        <div className="mt-16 flex justify-between text-sm text-slate-800">
          <span className="border-t border-slate-500 px-6 pt-1">Class teacher</span>
          <span className="border-t border-slate-500 px-6 pt-1">Head of school</span>
        </div>
      </article>
    </div>
  );
}
