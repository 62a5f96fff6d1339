import { queryOptions } from '@tanstack/react-query';
import { familyEndpoints, type FamilyExams, type FamilyFees, type StatementLine } from '@contract';
import { fieldsOf, keepFields } from '@/api/rows';
import { http } from '@/lib/http';
import { freshAfterReload } from '@/lib/query-client';

/**
 * The family portal's records (issue 33): a child's marks and issued report cards, their fees
 * statement and a receipt. Every key starts `['family', …]` and names the child, so one family's
 * reads never answer for another child, and sign-out's clear takes them all.
 *
 * Saved on the device: the statement (the issue asks for it offline, a decided exception to
 * "finance is never saved": it is the family's own account, and sign-out removes it) and the
 * marks. Each keeps only the fields its page shows. A report card and a receipt are read live.
 */
const all = ['family'] as const;
export const familyRecordKeys = {
  all,
  exams: (childId: number) => [...all, 'exams', childId] as const,
  card: (childId: number, cardId: number) => [...all, 'card', childId, cardId] as const,
  fees: (childId: number) => [...all, 'fees', childId] as const,
  receipt: (childId: number, number: number) => [...all, 'receipt', childId, number] as const,
};

type Exam = FamilyExams['exams'][number];
type Paper = Exam['papers'][number];
type CardSummary = FamilyExams['cards'][number];
type Statement = FamilyFees['statement'];
type Bus = NonNullable<FamilyFees['bus']>;

const PAPER_FIELDS = fieldsOf<Paper>()({
  subject_name: true, max_marks: true, pass_marks: true, state: true, marks: true, percent: true, grade: true, remark: true, section_mean: true,
  section_marked: true,
});
const EXAM_FIELDS = fieldsOf<Exam>()({
  id: true, name: true, start_date: true, end_date: true, papers: true, percent: true, grade: true, section_mean_percent: true,
});
const CARD_FIELDS = fieldsOf<CardSummary>()({ id: true, exam_id: true, exam_name: true, version: true, issued_at: true });
const LINE_FIELDS = fieldsOf<StatementLine>()({
  entry_id: true, date: true, kind: true, memo: true, reference: true, receipt_no: true, charge: true, payment: true, balance: true,
});
const STUDENT_FIELDS = fieldsOf<Statement['student']>()({ id: true, name: true, admission_no: true, class_name: true, section_name: true });
const BUS_FIELDS = fieldsOf<Bus>()({ bus_number: true, zone_name: true, category_name: true, rate: true, stop: true, from: true });

/** The marks as they are saved: each exam's papers and the cards' list, nothing else the server sends. */
export const keepExams = (answer: FamilyExams): FamilyExams => ({
  exams: answer.exams.map((e) => ({ ...keepFields(e, EXAM_FIELDS), papers: e.papers.map((p) => keepFields(p, PAPER_FIELDS)) })),
  cards: answer.cards.map((c) => keepFields(c, CARD_FIELDS)),
});

/** The statement as it is saved: its lines, balances and the bus, nothing else the server sends. */
export const keepFees = (answer: FamilyFees): FamilyFees => ({
  statement: {
    from: answer.statement.from,
    to: answer.statement.to,
    student: keepFields(answer.statement.student, STUDENT_FIELDS),
    opening: answer.statement.opening,
    lines: answer.statement.lines.map((l) => keepFields(l, LINE_FIELDS)),
    closing: answer.statement.closing,
  },
  bus: answer.bus && keepFields(answer.bus, BUS_FIELDS),
  currency: answer.currency,
});

/**
 * `GET /family/exams?studentId`: closed exams' marks newest first, and the issued cards. Saved;
 * a copy restored by a reload is fetched again at once when online (a new exam may be out).
 */
export const familyExamsQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: familyRecordKeys.exams(childId),
    queryFn: ({ signal }) => http.call(familyEndpoints.exams, { query: { studentId: childId } }, { signal }).then(keepExams),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/** `GET /family/cards?studentId&cardId`: one issued report card, exactly as it was issued. */
export const familyCardQueryOptions = (childId: number, cardId: number) =>
  queryOptions({
    queryKey: familyRecordKeys.card(childId, cardId),
    queryFn: ({ signal }) => http.call(familyEndpoints.card, { query: { studentId: childId, cardId } }, { signal }),
    // An issued version never changes: read once per visit.
    staleTime: Infinity,
  });

/**
 * `GET /family/fees?studentId`: every charge and payment since admission, and the bus. Saved, so
 * the statement reads offline; a copy restored by a reload is fetched again at once when online.
 */
export const familyFeesQueryOptions = (childId: number) =>
  queryOptions({
    queryKey: familyRecordKeys.fees(childId),
    queryFn: ({ signal }) => http.call(familyEndpoints.fees, { query: { studentId: childId } }, { signal }).then(keepFees),
    staleTime: freshAfterReload,
    meta: { persist: true },
  });

/** `GET /family/receipts?studentId&number`: one of the child's receipts, to print. */
export const familyReceiptQueryOptions = (childId: number, number: number) =>
  queryOptions({
    queryKey: familyRecordKeys.receipt(childId, number),
    queryFn: ({ signal }) => http.call(familyEndpoints.receipt, { query: { studentId: childId, number } }, { signal }),
  });
