import { API, EXAM_MESSAGES, examSetupEndpoints as ep } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps } from '../../../lib/context';
import { endpointRouter } from '../../../lib/endpoint';
import { examClasses } from './class-exam.service';
import { createExam, listExams, updateExam } from './exams.service';
import { addClassPapers } from './papers-bulk.service';
import { createPaper, deletePaper, listPapers, updatePaper } from './papers.service';
import { ANY_EXAM_PRIVILEGE } from './shared';

/** `/exams`: the exam pickers of every exam screen read the list; `add-exam` and `update-exam` keep it. */
export function examRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.exams)
    .on(ep.exams, requiresAny(...ANY_EXAM_PRIVILEGE), (c, { query }) => listExams(db, c.get('user'), query))
    .on(ep.createExam, requires('add-exam'), async (c, { body }) => ({ message: EXAM_MESSAGES.examSaved, id: await createExam(db, c.get('actor'), body) }))
    .on(ep.updateExam, requires('update-exam'), async (c, { params, body }) => {
      await updateExam(db, c.get('actor'), params.id, body);
      return { message: EXAM_MESSAGES.examSaved };
    }).app;
}

/** `/exams/subjects` (papers, class scope): read by any exam screen, kept with `add/update-exam-subject`. */
export function paperRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.examSubjects)
    .on(ep.papers, requiresAny(...ANY_EXAM_PRIVILEGE), (c, { query }) => listPapers(db, c.get('user'), query))
    .on(ep.addClassPapers, requires('add-exam-subject'), async (c, { body }) => {
      const ids = await addClassPapers(db, c.get('actor'), body);
      return { message: EXAM_MESSAGES.subjectsAdded(ids.length), ids };
    })
    .on(ep.createPaper, requires('add-exam-subject'), async (c, { body }) => ({ message: EXAM_MESSAGES.subjectSaved, id: await createPaper(db, c.get('actor'), body) }))
    .on(ep.updatePaper, requires('update-exam-subject'), async (c, { params, body }) => {
      await updatePaper(db, c.get('actor'), params.id, body);
      return { message: EXAM_MESSAGES.subjectSaved };
    })
    .on(ep.deletePaper, requires('update-exam-subject'), async (c, { params }) => {
      await deletePaper(db, c.get('actor'), params.id);
      return { message: 'The exam subject has been deleted' };
    }).app;
}

/** `/class/exam?examId=` (class scope): the classes and sections sitting an exam, with their progress. */
export function classExamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return endpointRouter(deps, API.classExam).on(ep.classes, requiresAny(...ANY_EXAM_PRIVILEGE), (c, { query }) => examClasses(db, c.get('user'), query.examId)).app;
}
