import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Profile } from '@contract';
import { QueryProblem, SavedMarker } from '@/components/overlays/query-state';
import { ReportSkeleton } from '@/components/report/report-states';
import { buttonClass } from '@/components/ui/button';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { useOnline } from '@/lib/online';
import { allExamsQueryOptions, examClassesQueryOptions, examPapersQueryOptions, gradingSystemsQueryOptions } from '@/api/exam-lists';
import { entryBroadsheetQueryOptions, entryHref, examsForEntry, sectionsOf, type EntrySearch } from '../api/picker';
import { markSheetQueryOptions } from '../api/sheet';
import { useUnsent } from '../lib/unsent';
import { ExamChoice } from './exam-choice';
import { PaperList } from './paper-list';
import { RemarksPanel } from './remarks-panel';
import { SectionList } from './section-list';

export interface EntryPickerPageProps {
  user: Profile;
  search: EntrySearch;
  onSearch: (next: EntrySearch) => void;
}

/** The grids a tablet keeps ready for offline when a section is opened: its papers' sheets. */
const PREFETCH_MAX = 15;

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

const offline = (online: boolean, error: unknown) => !online || (error instanceof HttpError && error.isNetwork);

/**
 * Exams › Exam Result, before a grid: the exam (those open for marks first), then a section
 * (the user's own first, with its progress), then a paper, or the section's report card remarks.
 */
export function EntryPickerPage({ user, search, onSearch }: EntryPickerPageProps) {
  const online = useOnline();
  const exams = useQuery(allExamsQueryOptions());
  const sorted = examsForEntry(exams.data ?? []);
  const exam = sorted.find((e) => e.id === search.exam) ?? (search.exam === undefined ? sorted[0] : undefined);
  const classes = useQuery({ ...examClassesQueryOptions(exam?.id ?? 0), enabled: !!exam });
  const unsent = useUnsent(user, exam?.id);

  if (!exams.data) {
    const body = offline(online, exams.error) ? (
      <QueryProblem
        title="This page needs a connection"
        message="The exams have not been saved on this device yet. Open this page once with a connection to keep them here."
      />
    ) : exams.error ? (
      <QueryProblem title="The exams could not load" message={errorMessage(exams.error)} />
    ) : (
      <ReportSkeleton rows={5} label="Loading the exams…" />
    );
    return <div className="mx-auto max-w-4xl">{body}</div>;
  }
  if (!sorted.length) {
    return (
      <QueryProblem
        title="No exams yet"
        message="Marks are entered for an exam: set one up and give it papers, then they show here."
        action={
          can(user, 'list-exam') ? (
            <a href="#/exams/list" className={buttonClass('primary')}>
              Set up an exam first
            </a>
          ) : undefined
        }
      />
    );
  }

  const sections = sectionsOf(classes.data ?? []);
  const section = sections.find((s) => s.id === search.section);
  let body;
  if (!exam) body = <QueryProblem title="No such exam" message="The exam in the address is not one of the school's. Choose one above." />;
  else if (!classes.data) {
    body = offline(online, classes.error) ? (
      <QueryProblem title="This exam needs a connection" message="Its classes and sections have not been saved on this device yet." />
    ) : classes.error ? (
      <QueryProblem title="The sections could not load" message={errorMessage(classes.error)} />
    ) : (
      <ReportSkeleton rows={4} label="Loading the sections…" />
    );
  } else if (!sections.length) {
    body = (
      <QueryProblem
        title="No sections to enter marks for"
        message="No class of yours sits this exam yet. Papers are set in Exams › Exam subjects; a teacher sees the sections of their own classes."
        action={
          can(user, 'exam-subject') ? (
            <a href="#/exams/add-exam-subject" className={buttonClass('primary')}>
              Add this exam's papers first
            </a>
          ) : undefined
        }
      />
    );
  } else if (section) {
    body = <SectionView examId={exam.id} section={section} tab={search.tab} unsent={unsent.sheets} onSearch={onSearch} />;
  } else {
    const own = sections.filter((s) => s.own);
    const others = sections.filter((s) => !s.own);
    const hrefOf = (sectionId: number) => entryHref({ exam: exam.id, section: sectionId });
    body = (
      <>
        {exam.status !== 'Active' ? (
          <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800 ring-1 ring-slate-200">
            {exam.status === 'Closed'
              ? 'This exam is closed: its marks can be read, not changed.'
              : 'This exam is not open for marks yet: its sheets can be read, not typed into.'}
          </p>
        ) : null}
        {own.length ? <SectionList title="Your sections" sections={own} unsent={unsent.sections} hrefOf={hrefOf} /> : null}
        {others.length ? <SectionList title={own.length ? 'Other sections' : 'Sections'} sections={others} unsent={unsent.sections} hrefOf={hrefOf} /> : null}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <ExamChoice exams={sorted} chosen={exam} onChoose={(id) => onSearch({ exam: id })} />
        {exams.isPaused || exams.isError || !online ? <SavedMarker updatedAt={exams.dataUpdatedAt} /> : null}
      </div>
      {body}
    </div>
  );
}

interface SectionViewProps {
  examId: number;
  section: ReturnType<typeof sectionsOf>[number];
  tab: EntrySearch['tab'];
  unsent: ReadonlySet<string>;
  onSearch: (next: EntrySearch) => void;
}

/** One section of the exam: its papers to open, and the report card remarks. */
function SectionView({ examId, section, tab, unsent, onSearch }: SectionViewProps) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const papers = useQuery(examPapersQueryOptions(examId, section.class_id));
  const results = useQuery(entryBroadsheetQueryOptions(examId, section.id));

  // Opening a section online keeps its grids (and the grading they show) ready for offline.
  useEffect(() => {
    if (!online || !papers.data) return;
    void queryClient.prefetchQuery(gradingSystemsQueryOptions());
    for (const p of papers.data.slice(0, PREFETCH_MAX)) void queryClient.prefetchQuery(markSheetQueryOptions(p.id, section.id));
  }, [online, papers.data, queryClient, section.id]);

  let list;
  if (papers.data) {
    list = papers.data.length ? (
      <PaperList
        papers={papers.data}
        progress={results.data}
        students={section.students}
        sectionId={section.id}
        unsent={unsent}
        hrefOf={(paperId) => entryHref({ exam: examId, section: section.id, paper: paperId })}
      />
    ) : (
      <QueryProblem title="No papers" message="This class has no papers in this exam yet. They are set in Exams › Exam subjects." />
    );
  } else if (offline(online, papers.error)) {
    list = <QueryProblem title="The papers need a connection" message="This class's papers have not been saved on this device yet." />;
  } else if (papers.error) list = <QueryProblem title="The papers could not load" message={errorMessage(papers.error)} />;
  else list = <ReportSkeleton rows={5} label="Loading the papers…" />;

  const tabs = ['papers', 'remarks'] as const;
  return (
    <section aria-label={`${section.class_name} ${section.name}`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {section.class_name} {section.name}
          </h2>
          <p className="text-sm text-slate-700">
            {section.students} student{section.students === 1 ? '' : 's'} · {section.complete} of {section.papers} paper{section.papers === 1 ? '' : 's'}{' '}
            complete
          </p>
        </div>
        <a href={entryHref({ exam: examId })} className={buttonClass('secondary')}>
          All sections
        </a>
      </div>
      <TabGroup selectedIndex={tab === 'remarks' ? 1 : 0} onChange={(i) => onSearch({ exam: examId, section: section.id, tab: i === 0 ? undefined : tabs[i] })}>
        <TabList aria-label="Section" className="mb-3 inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1">
          <Tab className={tabClass}>Papers</Tab>
          <Tab className={tabClass}>Report card remarks</Tab>
        </TabList>
        <TabPanels>
          <TabPanel className="focus:outline-none">{list}</TabPanel>
          <TabPanel className="focus:outline-none">
            <RemarksPanel examId={examId} sectionId={section.id} results={results.data} resultsError={results.error} />
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </section>
  );
}
