import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ChangeEvent } from 'react';
import { formatMoney, type StudentOpeningInput } from '@contract';
import { studentOpeningPreviewQueryOptions } from '@/api/finance';
import { Button } from '@/components/ui/button';
import { submissionKeys } from '@/lib/submission-keys';
import { todayIn } from '@/lib/today';
import { usePostStudentOpening } from '../api/opening';
import { lineOfIssue, parseStudentRows } from '../opening-parse';
import { Card, inputClass, Problems, same, type OpeningPageProps } from './opening-parts';

/** The students' balances on the start date: typed or from a CSV, checked by the server, then posted all or none. */
export function StudentBalances({ user, makeKey }: OpeningPageProps) {
  const [date, setDate] = useState(() => todayIn(user.time_zone));
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const [asked, setAsked] = useState<StudentOpeningInput | null>(null);
  const [posted, setPosted] = useState<string | null>(null);
  const keys = useRef(submissionKeys(makeKey));
  const parsed = useMemo(() => parseStudentRows(text), [text]);
  const input: StudentOpeningInput = { date, rows: parsed.rows.map(({ admission_no, amount }) => ({ admission_no, amount })) };
  const preview = useQuery(studentOpeningPreviewQueryOptions(asked));
  const current = asked !== null && same(asked, input) && preview.data !== undefined;
  const post = usePostStudentOpening((data) => {
    keys.current.done();
    setPosted(data.message);
    setAsked(null);
    setText('');
  });
  const money = (n: number) => formatMoney(n, user.currency);
  const lineOf = (path: string) => lineOfIssue(path, parsed.rows);

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    try {
      setText(await file.text());
      setFileError(null);
    } catch {
      setFileError('The file could not be read.');
    }
  };

  return (
    <Card
      id="opening-students-heading"
      title="Students' balances"
      intro="What each student owed (a positive amount) or had paid ahead (a negative amount) on the start date, one line per student: admission number, amount. Type or paste them, or choose a CSV file with those two columns. Every line posts, or none does."
    >
      <label className="block max-w-xs text-sm font-medium text-slate-700">
        Start date
        <input type="date" className={`${inputClass} mt-1`} value={date} required onChange={(e) => setDate(e.target.value)} />
      </label>
      <label className="block text-sm font-medium text-slate-700">
        CSV file
        <input type="file" accept=".csv,text/csv,text/plain" className="mt-1 block text-sm" onChange={(e) => void onFile(e)} />
      </label>
      {fileError ? <p className="text-sm text-red-700">{fileError}</p> : null}
      <label className="block text-sm font-medium text-slate-700">
        Balances (admission number, amount)
        <textarea className={`${inputClass} mt-1 h-40 font-mono`} value={text} placeholder={'ADM-1001, 4500.00\nADM-1002, -1200.00'} onChange={(e) => setText(e.target.value)} />
      </label>
      <p className="text-sm text-slate-600">
        {parsed.rows.length} {parsed.rows.length === 1 ? 'student' : 'students'}
        {parsed.header ? ' (the header line is skipped)' : ''}
        {parsed.problems.length > 0 ? `, ${parsed.problems.length} ${parsed.problems.length === 1 ? 'line needs' : 'lines need'} attention` : ''}.
      </p>
      {parsed.problems.length > 0 ? (
        <ul aria-label="Lines to correct" className="list-disc rounded-md bg-amber-50 py-2 pl-8 pr-3 text-sm text-amber-900">
          {parsed.problems.slice(0, 50).map((p) => (
            <li key={p.line}>
              Line {p.line}: {p.message}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" disabled={parsed.rows.length === 0 || parsed.problems.length > 0 || !date} onClick={() => setAsked(input)}>
          Check the rows
        </Button>
        <Button disabled={!current || post.isPending} onClick={() => post.mutate({ input, key: keys.current.keyFor(input) })}>
          Post {parsed.rows.length} {parsed.rows.length === 1 ? 'balance' : 'balances'}
        </Button>
      </div>
      {asked && preview.isFetching ? <p className="text-sm text-slate-600">Checking the rows…</p> : null}
      {asked && preview.isError ? <Problems error={preview.error} lineOf={lineOf} /> : null}
      {asked && preview.data ? (
        <div role="region" aria-label="Students' balances preview" className="rounded-md border border-slate-200 p-4">
          {!current ? <p className="mb-2 text-sm text-amber-800">The lines have changed since this check: check them again before posting.</p> : null}
          <p className="text-sm text-slate-700">
            {preview.data.students} students: {money(preview.data.owed)} owed, {money(preview.data.paid_ahead)} paid ahead.
          </p>
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-slate-600">
                <th className="py-1 font-medium">Line</th>
                <th className="py-1 font-medium">Admission no.</th>
                <th className="py-1 font-medium">Student</th>
                <th className="py-1 text-right font-medium">Owes</th>
                <th className="py-1 text-right font-medium">Paid ahead</th>
              </tr>
            </thead>
            <tbody>
              {preview.data.rows.slice(0, 200).map((r) => (
                <tr key={r.student_id}>
                  <td className="py-0.5">{parsed.rows[r.row - 1]?.line ?? r.row}</td>
                  <td className="py-0.5">{r.admission_no}</td>
                  <td className="py-0.5">{r.student_name}</td>
                  <td className="py-0.5 text-right tabular-nums">{r.amount > 0 ? money(r.amount) : ''}</td>
                  <td className="py-0.5 text-right tabular-nums">{r.amount < 0 ? money(-r.amount) : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.data.rows.length > 200 ? <p className="mt-1 text-sm text-slate-600">The first 200 of {preview.data.rows.length} are shown.</p> : null}
        </div>
      ) : null}
      {posted !== null ? (
        <p role="status" className="text-sm text-slate-700">
          {posted}. Each student's balance is an entry of its own, reversed from its entry page (their statement links to it).
        </p>
      ) : null}
    </Card>
  );
}
