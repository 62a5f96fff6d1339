import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Profile } from '@contract';
import { QueryProblem } from '@/components/overlays/query-state';
import { ReportEmpty } from '@/components/report/report-states';
import { Button } from '@/components/ui/button';
import { can } from '@/lib/can';
import { HttpError, errorMessage } from '@/lib/http-error';
import { examClassesQueryOptions } from '@/api/exam-lists';
import { reportCardsQueryOptions, reportExamsQueryOptions } from '../api/reports';
import { defaultExam, defaultSection, sectionLabel, type ExamReportSearch, type ReportTab } from '../lib/search';
import { CardsPanel } from './cards-panel';
import { ReportChoice } from './report-choice';
import { StatisticsPanel } from './statistics-panel';
import { GoToExams } from './go-to-exams';

export interface ExamReportPageProps {
  user: Profile;
  search: ExamReportSearch;
  onSearch: (next: ExamReportSearch) => void;
  print?: () => void;
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 data-[selected]:bg-white data-[selected]:text-brand-800 data-[selected]:shadow-sm data-[selected]:ring-1 data-[selected]:ring-slate-200';

const TAB_LABELS: Record<ReportTab, string> = { cards: 'Report cards', statistics: 'Subject statistics' };

/** Why there is nothing to show yet: no connection, no exam, no section in scope. */
function Idle({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <ReportEmpty>{children}</ReportEmpty>
    </div>
  );
}

/**
 * Exams › Student Exam Report: an exam and a section (or one student), as report cards
 * (exam-student-report) and as subject statistics (exam-subject-report), each on its own tab.
 */
export function ExamReportPage({ user, search, onSearch, print }: ExamReportPageProps) {
  const tabs = (['cards', 'statistics'] as const).filter((t) => can(user, t === 'cards' ? 'exam-student-report' : 'exam-subject-report'));
  const tab = tabs.includes(search.tab ?? 'cards') ? (search.tab ?? 'cards') : tabs[0]!;
  const exams = useQuery(reportExamsQueryOptions());
  const examId = search.exam ?? defaultExam(exams.data);
  const exam = exams.data?.find((e) => e.id === examId);
  const classes = useQuery({ ...examClassesQueryOptions(exam?.id ?? 0), enabled: exam !== undefined });
  // Statistics may cover every section; the cards are always one section's.
  const sectionId = search.section ?? (tab === 'cards' ? defaultSection(classes.data) : undefined);
  const sectionName = sectionLabel(classes.data, sectionId);
  // The student choice lists the section's students: its cards, which the cards tab shows anyway.
  const section = useQuery({ ...reportCardsQueryOptions(exam?.id ?? 0, sectionId), enabled: tab === 'cards' && !!exam && sectionId !== undefined });
  const set = (next: Partial<ExamReportSearch>) => onSearch({ ...search, issued: undefined, ...next });

  if (exams.isError) {
    const offline = exams.error instanceof HttpError && exams.error.isNetwork;
    return (
      <QueryProblem
        title={offline ? 'This needs a connection' : 'The exams could not load'}
        message={offline ? 'Exam reports are read from the server each time; none is saved on this device. Connect, then try again.' : errorMessage(exams.error)}
        action={
          <Button variant="secondary" onClick={() => void exams.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }

  let idle: ReactNode = null;
  if (exams.data && exams.data.length === 0) {
    idle = (
      <>
        No exam has been set up yet.
        {can(user, 'list-exam') ? (
          <GoToExams />
        ) : null}
      </>
    );
  } else if (exams.data && examId !== undefined && !exam) {
    idle = 'That exam is not in the list of exams you can see. Choose another exam.';
  } else if (classes.isError) {
    idle = `The sections sitting ${exam?.name ?? 'the exam'} could not be read: ${errorMessage(classes.error)}`;
  } else if (classes.data && classes.data.every((c) => c.sections.length === 0)) {
    idle = `No section you can see sits ${exam?.name}. Papers are set per class under Exam subjects; a teacher sees their own classes.`;
  }

  const panel = (t: ReportTab) => {
    if (idle) return <Idle>{idle}</Idle>;
    if (!exam || !classes.data) return <Idle>Loading…</Idle>;
    if (t === 'statistics') return <StatisticsPanel user={user} exam={exam} sectionId={sectionId} sectionName={sectionName} />;
    if (sectionId === undefined) return <Idle>Choose a section to see its report cards.</Idle>;
    return (
      <CardsPanel
        user={user}
        exam={exam}
        sectionId={sectionId}
        studentId={search.student}
        sectionName={sectionName}
        issuedId={search.issued}
        onIssued={(issued) => onSearch({ ...search, issued })}
        print={print}
      />
    );
  };

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <ReportChoice
        exams={exams.data}
        examId={examId}
        onExam={(next) => set({ exam: next, section: undefined, student: undefined })}
        classes={classes.data}
        sectionId={sectionId}
        onSection={(next) => set({ section: next, student: undefined })}
        allSections={tab === 'statistics'}
        students={tab === 'cards' ? section.data?.cards.map((c) => c.student) : undefined}
        studentId={search.student}
        onStudent={tab === 'cards' ? (student) => set({ student }) : undefined}
      />
      {tabs.length > 1 ? (
        <TabGroup selectedIndex={tabs.indexOf(tab)} onChange={(i) => set({ tab: tabs[i] })}>
          <TabList aria-label="Reports" className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1 print:hidden">
            {tabs.map((t) => (
              <Tab key={t} className={tabClass}>
                {TAB_LABELS[t]}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {tabs.map((t) => (
              <TabPanel key={t}>{panel(t)}</TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      ) : (
        panel(tab)
      )}
    </div>
  );
}
