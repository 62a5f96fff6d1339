-- Row versions (ADR 017): every UPDATE adds one to "version"; an UPDATE that sets "version" to
-- anything but the stored value was made from a stale copy and is refused with SQLSTATE SD409,
-- which the API answers with 409.
CREATE OR REPLACE FUNCTION bump_row_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.version IS DISTINCT FROM OLD.version THEN
    RAISE EXCEPTION 'stale row version' USING ERRCODE = 'SD409';
  END IF;
  NEW.version := OLD.version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS schools_version ON "schools";
--> statement-breakpoint
CREATE TRIGGER schools_version BEFORE UPDATE ON "schools" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS roles_version ON "roles";
--> statement-breakpoint
CREATE TRIGGER roles_version BEFORE UPDATE ON "roles" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS users_version ON "users";
--> statement-breakpoint
CREATE TRIGGER users_version BEFORE UPDATE ON "users" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS academic_years_version ON "academic_years";
--> statement-breakpoint
CREATE TRIGGER academic_years_version BEFORE UPDATE ON "academic_years" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS classes_version ON "classes";
--> statement-breakpoint
CREATE TRIGGER classes_version BEFORE UPDATE ON "classes" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS rooms_version ON "rooms";
--> statement-breakpoint
CREATE TRIGGER rooms_version BEFORE UPDATE ON "rooms" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS sections_version ON "sections";
--> statement-breakpoint
CREATE TRIGGER sections_version BEFORE UPDATE ON "sections" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS subjects_version ON "subjects";
--> statement-breakpoint
CREATE TRIGGER subjects_version BEFORE UPDATE ON "subjects" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS parents_version ON "parents";
--> statement-breakpoint
CREATE TRIGGER parents_version BEFORE UPDATE ON "parents" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS employees_version ON "employees";
--> statement-breakpoint
CREATE TRIGGER employees_version BEFORE UPDATE ON "employees" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS students_version ON "students";
--> statement-breakpoint
CREATE TRIGGER students_version BEFORE UPDATE ON "students" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS performance_notes_version ON "performance_notes";
--> statement-breakpoint
CREATE TRIGGER performance_notes_version BEFORE UPDATE ON "performance_notes" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
