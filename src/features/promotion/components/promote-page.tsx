import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Profile } from '@contract';
import { yearOptionsQueryOptions } from '@/api/academic-years';
import { classOptionsQueryOptions } from '@/api/classes';
import { classSectionsQueryOptions } from '@/api/sections';
import { QueryProblem } from '@/components/overlays/query-state';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { errorMessage } from '@/lib/http-error';
import { promotionPreviewQueryOptions } from '../api/promotion';
import { nextYearAfter } from './decisions';
import { PromotionDecisions } from './promotion-decisions';
import { SectionChooser } from './section-chooser';

/** Students › Promote (pass-student): one section's students into next year, decided row by row. */
export function PromotePage({ user }: { user: Profile }) {
  const classes = useQuery(classOptionsQueryOptions());
  // Always asked again on opening: a year added since (another tab, another device) is the one to promote into.
  const years = useQuery({ ...yearOptionsQueryOptions(), refetchOnMount: 'always' });
  const [classId, setClassId] = useState('');
  const [sectionId, setSectionId] = useState('');
  const [targetYear, setTargetYear] = useState('');
  const sections = useQuery(classSectionsQueryOptions(classId));

  const active = years.data?.find((y) => y.active) ?? null;
  const suggested = years.data ? nextYearAfter(years.data) : null;
  const laterYears = (years.data ?? []).filter((y) => active && y.start_date > active.start_date).sort((a, b) => a.start_date.localeCompare(b.start_date));
  const targetId = targetYear || (suggested ? String(suggested.id) : '');
  const preview = useQuery(promotionPreviewQueryOptions(Number(sectionId || 0), Number(targetId || 0)));
  const academicYearsLink = can(user, 'list-academic');

  if (years.data && !active) {
    return (
      <QueryProblem
        title="No active academic year"
        message="Promotion moves a section of the active year into the next one. Make a year active first."
        action={academicYearsLink ? <a href="#/settings/list-academic" className={buttonClass('primary')}>Go to academic years</a> : undefined}
      />
    );
  }

  return (
    <div className="space-y-4">
      <SectionChooser
        activeYearName={active?.name}
        classes={classes.data ?? []}
        sections={sections.data ?? []}
        laterYears={laterYears}
        classId={classId}
        sectionId={sectionId}
        targetId={targetId}
        onClass={(id) => {
          setClassId(id);
          setSectionId('');
        }}
        onSection={setSectionId}
        onTargetYear={setTargetYear}
      />

      {years.data && laterYears.length === 0 ? (
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          <p className="font-semibold">Create next year’s academic year first.</p>
          <p className="mt-1">Students are promoted into a year that starts after {active?.name}. None exists yet.</p>
          {academicYearsLink ? (
            <a href="#/settings/list-academic" className={buttonClass('primary', 'mt-3')}>
              Go to academic years
            </a>
          ) : null}
        </div>
      ) : null}

      {sections.data && classId && sections.data.length === 0 ? <p className="text-sm text-slate-700">This class has no sections in {active?.name}.</p> : null}

      {preview.isError ? <QueryProblem title="The proposal could not load" message={errorMessage(preview.error)} /> : null}
      {preview.isFetching && !preview.data ? <p className="py-8 text-center text-sm text-slate-600">Loading the proposal…</p> : null}
      {preview.data && sectionId && targetId ? (
        <PromotionDecisions
          key={`${sectionId}-${targetId}-${preview.dataUpdatedAt}`}
          preview={preview.data}
          targetYearId={Number(targetId)}
          targetYearName={laterYears.find((y) => String(y.id) === targetId)?.name ?? ''}
          sectionName={sections.data?.find((s) => String(s.id) === sectionId)?.name ?? ''}
        />
      ) : null}
    </div>
  );
}
