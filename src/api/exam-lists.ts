import { queryOptions } from '@tanstack/react-query';
import { examSetupEndpoints as ep, type Exam, type ExamClass, type ExamClassSection, type ExamSubject, type GradeBand, type GradingSystem } from '@contract';
import { examKeys } from '@/api/exams';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';

/**
 * The exam lists every exam page reads (ADR 027): the exams, the classes and sections sitting
 * one, a class's papers, and the grading systems. Saved on the device (no contact details in
 * any), so a teacher reaches a saved mark grid with no connection and still sees its grades.
 * One definition per key: a second one without `persist` would drop the saved copy the moment
 * its page refetched. A saved copy keeps every field of its contract type.
 */
const EXAM_FIELDS = fieldsOf<Exam>()({
  id: true, version: true, academic_year_id: true, academic_year_name: true, exam_type_id: true, exam_type_name: true, name: true,
  start_date: true, end_date: true, status: true, grading_system_id: true, grading_system_name: true, subjects: true,
});
const CLASS_FIELDS = fieldsOf<ExamClass>()({ class_id: true, class_name: true, subjects: true, sections: true });
const SECTION_FIELDS = fieldsOf<ExamClassSection>()({ id: true, name: true, students: true, own: true, complete: true });
const PAPER_FIELDS = fieldsOf<ExamSubject>()({
  id: true, version: true, exam_id: true, class_id: true, class_name: true, subject_id: true, subject_name: true, max_marks: true,
  pass_marks: true, date: true, grading_system_id: true, grading_system_name: true, results: true,
});
const GRADING_FIELDS = fieldsOf<GradingSystem>()({
  id: true, version: true, name: true, precision: true, rounding: true, bands: true, status: true, used_by: true,
});
const BAND_FIELDS = fieldsOf<GradeBand>()({ from: true, to: true, grade: true, point: true, remark: true });

/** Every exam of the school, newest first (the picker puts the Active ones first). */
export const allExamsQueryOptions = () =>
  queryOptions({
    queryKey: examKeys.list({}),
    queryFn: ({ signal }) => http.call(ep.exams, {}, { signal }).then((rows) => rows.map((e) => keepFields(e, EXAM_FIELDS))),
    meta: { persist: true },
  });

/** The classes sitting an exam, with their sections in the user's scope and each one's progress. */
export const examClassesQueryOptions = (examId: number) =>
  queryOptions({
    queryKey: examKeys.classes(examId),
    queryFn: ({ signal }) =>
      http
        .call(ep.classes, { query: { examId } }, { signal })
        .then((rows) => rows.map((c) => ({ ...keepFields(c, CLASS_FIELDS), sections: c.sections.map((s) => keepFields(s, SECTION_FIELDS)) }))),
    meta: { persist: true },
  });

/** A class's papers in an exam. */
export const examPapersQueryOptions = (examId: number, classId: number) =>
  queryOptions({
    queryKey: examKeys.papers(examId, classId),
    queryFn: ({ signal }) =>
      http.call(ep.papers, { query: { exam_id: examId, class_id: classId } }, { signal }).then((rows) => rows.map((p) => keepFields(p, PAPER_FIELDS))),
    meta: { persist: true },
  });

/** The school's grading systems: the grid grades each typed mark as the reports will. */
export const gradingSystemsQueryOptions = () =>
  queryOptions({
    queryKey: examKeys.grading(),
    queryFn: ({ signal }) =>
      http
        .call(ep.gradingSystems, {}, { signal })
        .then((rows) => rows.map((g) => ({ ...keepFields(g, GRADING_FIELDS), bands: g.bands.map((b) => keepFields(b, BAND_FIELDS)) }))),
    meta: { persist: true },
  });
