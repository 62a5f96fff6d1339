import { Hono } from 'hono';
import { classExamQuery, EXAM_MESSAGES, examInput, examsQuery, examSubjectInput, examSubjectsBulkInput, examSubjectsQuery } from '@contract';
import { requires } from '../../../lib/access';
import { requiresAny } from '../../../lib/access-any';
import type { AppDeps, AppEnv } from '../../../lib/context';
import { idParam, jsonBody, queryParams } from '../../../lib/validate';
import { examClasses } from './class-exam.service';
import { createExam, listExams, updateExam } from './exams.service';
import { addClassPapers } from './papers-bulk.service';
import { createPaper, deletePaper, listPapers, updatePaper } from './papers.service';
import { ANY_EXAM_PRIVILEGE } from './shared';

/** `/exams`: the exam pickers of every exam screen read the list; `add-exam` and `update-exam` keep it. */
export function examRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny(...ANY_EXAM_PRIVILEGE), queryParams(examsQuery), async (c) => c.json(await listExams(db, c.get('user'), c.req.valid('query'))))
    .post('/', requires('add-exam'), jsonBody(examInput), async (c) => {
      const id = await createExam(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.examSaved, id }, 201);
    })
    .put('/:id', requires('update-exam'), jsonBody(examInput), async (c) => {
      await updateExam(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.examSaved });
    });
}

/** `/exams/subjects` (papers, class scope): read by any exam screen, kept with `add/update-exam-subject`. */
export function paperRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', requiresAny(...ANY_EXAM_PRIVILEGE), queryParams(examSubjectsQuery), async (c) => c.json(await listPapers(db, c.get('user'), c.req.valid('query'))))
    .post('/bulk', requires('add-exam-subject'), jsonBody(examSubjectsBulkInput), async (c) => {
      const ids = await addClassPapers(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.subjectsAdded(ids.length), ids }, 201);
    })
    .post('/', requires('add-exam-subject'), jsonBody(examSubjectInput), async (c) => {
      const id = await createPaper(db, c.get('actor'), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.subjectSaved, id }, 201);
    })
    .put('/:id', requires('update-exam-subject'), jsonBody(examSubjectInput), async (c) => {
      await updatePaper(db, c.get('actor'), idParam(c.req.param('id')), c.req.valid('json'));
      return c.json({ message: EXAM_MESSAGES.subjectSaved });
    })
    .delete('/:id', requires('update-exam-subject'), async (c) => {
      await deletePaper(db, c.get('actor'), idParam(c.req.param('id')));
      return c.json({ message: 'The exam subject has been deleted' });
    });
}

/** `/class/exam?examId=` (class scope): the classes and sections sitting an exam, with their progress. */
export function classExamRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', requiresAny(...ANY_EXAM_PRIVILEGE), queryParams(classExamQuery), async (c) =>
    c.json(await examClasses(db, c.get('user'), c.req.valid('query').examId)),
  );
}
