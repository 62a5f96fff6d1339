-- Attendance's rules (issue 14, ADR 025), held by the database on PostgreSQL and PGlite alike.

-- The change log is append-only: a correction is a new change, never an edit of an old one.
CREATE OR REPLACE FUNCTION refuse_attendance_log_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'attendance changes are append-only; record a new change'
    USING ERRCODE = 'SD423';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_changes_append_only ON "attendance_changes";
--> statement-breakpoint
CREATE TRIGGER attendance_changes_append_only BEFORE UPDATE OR DELETE ON "attendance_changes"
  FOR EACH ROW EXECUTE FUNCTION refuse_attendance_log_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_changes_no_truncate ON "attendance_changes";
--> statement-breakpoint
CREATE TRIGGER attendance_changes_no_truncate BEFORE TRUNCATE ON "attendance_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_attendance_log_change();
--> statement-breakpoint
-- Every school has its settings row (Monday to Friday) and the four built-in codes from the
-- moment it exists, so no request has to create them on the way.
CREATE OR REPLACE FUNCTION attendance_defaults(school bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO attendance_settings (school_id) VALUES (school) ON CONFLICT DO NOTHING;
  INSERT INTO attendance_codes (school_id, code, name, counts, built_in, sort_order)
  VALUES (school, 'P', 'Present', 'present', true, 1),
         (school, 'A', 'Absent', 'absent', true, 2),
         (school, 'L', 'Late', 'present', true, 3),
         (school, 'E', 'Excused', 'excused', true, 4)
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_defaults_for_new_school() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM attendance_defaults(NEW.id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS schools_attendance_defaults ON "schools";
--> statement-breakpoint
CREATE TRIGGER schools_attendance_defaults AFTER INSERT ON "schools"
  FOR EACH ROW EXECUTE FUNCTION attendance_defaults_for_new_school();
--> statement-breakpoint
SELECT attendance_defaults(id) FROM schools;
--> statement-breakpoint
-- Rows a user edits from a form carry a version (ADR 017); a register's version is its edit count.
DROP TRIGGER IF EXISTS attendance_settings_version ON "attendance_settings";
--> statement-breakpoint
CREATE TRIGGER attendance_settings_version BEFORE UPDATE ON "attendance_settings" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_codes_version ON "attendance_codes";
--> statement-breakpoint
CREATE TRIGGER attendance_codes_version BEFORE UPDATE ON "attendance_codes" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS holidays_version ON "holidays";
--> statement-breakpoint
CREATE TRIGGER holidays_version BEFORE UPDATE ON "holidays" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS attendance_sheets_version ON "attendance_sheets";
--> statement-breakpoint
CREATE TRIGGER attendance_sheets_version BEFORE UPDATE ON "attendance_sheets" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
