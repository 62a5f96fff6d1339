-- Exams' rules (issue 16, ADR 027), held by the database on PostgreSQL and PGlite alike.

-- Rows a user edits from a form carry a version (ADR 017).
DROP TRIGGER IF EXISTS exam_types_version ON "exam_types";
--> statement-breakpoint
CREATE TRIGGER exam_types_version BEFORE UPDATE ON "exam_types" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS grading_systems_version ON "grading_systems";
--> statement-breakpoint
CREATE TRIGGER grading_systems_version BEFORE UPDATE ON "grading_systems" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS exams_version ON "exams";
--> statement-breakpoint
CREATE TRIGGER exams_version BEFORE UPDATE ON "exams" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS exam_subjects_version ON "exam_subjects";
--> statement-breakpoint
CREATE TRIGGER exam_subjects_version BEFORE UPDATE ON "exam_subjects" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS exam_mark_sheets_version ON "exam_mark_sheets";
--> statement-breakpoint
CREATE TRIGGER exam_mark_sheets_version BEFORE UPDATE ON "exam_mark_sheets" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- Issued report cards are frozen: a correction is issued as a new version, never an edit.
CREATE OR REPLACE FUNCTION refuse_report_card_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued report cards are frozen; issue a new version'
    USING ERRCODE = 'SD423';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_cards_frozen ON "report_cards";
--> statement-breakpoint
CREATE TRIGGER report_cards_frozen BEFORE UPDATE OR DELETE ON "report_cards"
  FOR EACH ROW EXECUTE FUNCTION refuse_report_card_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS report_cards_no_truncate ON "report_cards";
--> statement-breakpoint
CREATE TRIGGER report_cards_no_truncate BEFORE TRUNCATE ON "report_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_report_card_change();
--> statement-breakpoint
-- Marks of a closed exam are locked, whatever path writes them.
CREATE OR REPLACE FUNCTION refuse_closed_exam_marks() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE paper bigint := coalesce(NEW.exam_subject_id, OLD.exam_subject_id);
BEGIN
  IF EXISTS (SELECT 1 FROM exam_subjects es JOIN exams e ON e.id = es.exam_id WHERE es.id = paper AND e.status = 'Closed') THEN
    RAISE EXCEPTION 'the exam is closed: its marks are locked' USING ERRCODE = 'SD423';
  END IF;
  RETURN coalesce(NEW, OLD);
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS exam_results_closed ON "exam_results";
--> statement-breakpoint
CREATE TRIGGER exam_results_closed BEFORE INSERT OR UPDATE OR DELETE ON "exam_results"
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_exam_marks();
