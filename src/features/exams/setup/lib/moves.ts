import { EXAM_STATE_MOVES, type Exam, type ExamInput, type ExamState } from '@contract';

export interface ExamMove {
  to: ExamState;
  /** The row's button, in a head teacher's words. */
  label: string;
  /** The toast once done. */
  done: (name: string) => string;
  /** Asks first: closing locks every mark of the exam. */
  confirm: boolean;
}

const MOVES: Record<`${ExamState}>${ExamState}`, Omit<ExamMove, 'to'> | undefined> = {
  'Pending>Active': { label: 'Open for marks', done: (n) => `${n} is open for marks`, confirm: false },
  'Active>Closed': { label: 'Close and lock marks', done: (n) => `${n} is closed: its marks are locked`, confirm: true },
  'Closed>Active': { label: 'Reopen for corrections', done: (n) => `${n} is open again for corrections`, confirm: false },
  'Active>Pending': { label: 'Back to pending', done: (n) => `${n} is back to pending`, confirm: false },
  'Pending>Pending': undefined,
  'Pending>Closed': undefined,
  'Active>Active': undefined,
  'Closed>Closed': undefined,
  'Closed>Pending': undefined,
};

/** The moves an exam's status allows (EXAM_STATE_MOVES), each with its plain words. */
export function movesFor(status: ExamState): ExamMove[] {
  return EXAM_STATE_MOVES[status].flatMap((to) => {
    const move = MOVES[`${status}>${to}`];
    return move ? [{ to, ...move }] : [];
  });
}

/** An exam's PUT body with a new status: everything else as the row holds it, with its version. */
export const movedExam = (exam: Exam, to: ExamState): ExamInput => ({
  academic_year_id: exam.academic_year_id,
  exam_type_id: exam.exam_type_id,
  grading_system_id: exam.grading_system_id,
  name: exam.name,
  start_date: exam.start_date,
  end_date: exam.end_date,
  status: to,
  version: exam.version,
});

/** What each status means, for the status picker and the badge's title. */
export const STATUS_MEANING: Record<ExamState, string> = {
  Pending: 'Pending: scheduled, marks cannot be entered yet',
  Active: 'Active: marks are being entered',
  Closed: 'Closed: marks are locked',
};
