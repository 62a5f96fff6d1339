import { useQuery } from '@tanstack/react-query';
import { familyExamsQueryOptions } from '@/api/family-records';
import { useFamilyGate } from '../components/page-states';
import { SavedNote } from '../components/saved-note';
import { ReportCardList } from './exams-card-list';
import { ExamCard } from './exams-exam-card';
import { newestFirst } from './exams-figures';

/**
 * Family › Exams: the report cards the school issued, then the child's marks in every closed
 * exam, newest first. Only the child's own marks and the class's mean (when enough sat) show.
 */
export function ExamsPage({ childId }: { childId: number }) {
  const query = useQuery(familyExamsQueryOptions(childId));
  const gate = useFamilyGate(query, 'The exams page');
  const data = query.data;
  return (
    <>
      <h1 className="mb-3 text-xl font-bold text-slate-900">Exams</h1>
      {gate ??
        (data ? (
          <div className="space-y-5">
            <SavedNote updatedAt={query.dataUpdatedAt} failed={query.isError} />
            <section aria-labelledby="family-cards" className="space-y-2">
              <h2 id="family-cards" className="text-lg font-semibold text-slate-900">
                Report cards
              </h2>
              <ReportCardList childId={childId} cards={data.cards} />
            </section>
            <section aria-labelledby="family-marks" className="space-y-3">
              <h2 id="family-marks" className="text-lg font-semibold text-slate-900">
                Marks
              </h2>
              {data.exams.length ? (
                newestFirst(data.exams).map((e) => <ExamCard key={e.id} exam={e} />)
              ) : (
                <p className="rounded-2xl bg-white p-4 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
                  No marks yet: an exam&apos;s marks show here once the school closes it.
                </p>
              )}
            </section>
          </div>
        ) : null)}
    </>
  );
}
