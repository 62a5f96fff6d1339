import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { Exam, Profile } from '@contract';
import { classOptionsQueryOptions } from '@/api/classes';
import { ChoiceSelect } from '@/components/form/choice-select';
import { buttonClass } from '@/components/ui/button';
import { can, lacks } from '@/lib/can';
import { useOnline } from '@/lib/online';
import { examsQueryOptions } from '../api/exams';
import type { PapersSearch } from '../lib/search';
import { EmptyNote } from './list-notes';
import { PapersPanel } from './papers-panel';
import { queryGate } from './query-gate';

export interface PapersPageProps {
  user: Profile;
  search: PapersSearch;
  onSearch: (next: PapersSearch) => void;
}

/** The exam a page opens on: the one in the address, else the newest Active one, else the newest. */
export const defaultExam = (exams: readonly Exam[], chosen?: number) =>
  exams.find((e) => e.id === chosen) ?? exams.find((e) => e.status === 'Active') ?? exams[0];

const examLabel = (e: Exam) => `${e.name} · ${e.academic_year_name} · ${e.status}`;

/**
 * Exams › Exam subjects (issue 16): pick an exam and a class, then set the class's papers: each
 * subject's maximum and pass marks, date and grading system. A closed exam's papers are read-only.
 */
export function PapersPage({ user, search, onSearch }: PapersPageProps) {
  const id = useId();
  const online = useOnline();
  const exams = useQuery(examsQueryOptions({}));
  const classes = useQuery(classOptionsQueryOptions());
  const canAdd = can(user, 'add-exam-subject');
  const canUpdate = can(user, 'update-exam-subject');

  const gate = queryGate(exams, 'exams', online) ?? queryGate(classes, 'classes', online);
  if (gate) return gate;
  const exam = defaultExam(exams.data ?? [], search.exam);
  const classList = classes.data ?? [];
  const chosenClass = classList.find((c) => c.id === search.class) ?? classList[0];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <div className="w-full sm:w-96">
          <ChoiceSelect
            id={`${id}-exam`}
            label="Exam"
            options={(exams.data ?? []).map((e) => ({ id: e.id, name: examLabel(e) }))}
            value={exam?.id}
            onChange={(examId) => onSearch({ ...search, exam: examId })}
            what="exams"
          />
        </div>
        <div className="w-full sm:w-56">
          <ChoiceSelect id={`${id}-class`} label="Class" options={classList} value={chosenClass?.id} onChange={(classId) => onSearch({ ...search, class: classId })} what="classes" />
        </div>
      </div>
      {!exam ? (
        <EmptyNote>
          No exams yet. An exam is added under Exams › List; its papers are set here.{' '}
          {can(user, 'list-exam') ? (
            <a href="#/exams/list" className={buttonClass('secondary', 'ml-2')}>
              Go to exams
            </a>
          ) : null}
        </EmptyNote>
      ) : !chosenClass ? (
        <EmptyNote>No classes yet. Classes are added under Settings › Classes.</EmptyNote>
      ) : (
        <PapersPanel
          key={`${exam.id}.${chosenClass.id}`}
          exam={exam}
          classId={chosenClass.id}
          className={chosenClass.name}
          canAdd={canAdd}
          canUpdate={canUpdate}
          whyNotAdd={lacks(canAdd, 'add-exam-subject')}
          whyNotUpdate={lacks(canUpdate, 'update-exam-subject')}
        />
      )}
    </div>
  );
}
