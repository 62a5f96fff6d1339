-- Timetable rows a user edits from a form carry a version (ADR 017).
DROP TRIGGER IF EXISTS timetable_periods_version ON "timetable_periods";
--> statement-breakpoint
CREATE TRIGGER timetable_periods_version BEFORE UPDATE ON "timetable_periods" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS timetable_entries_version ON "timetable_entries";
--> statement-breakpoint
CREATE TRIGGER timetable_entries_version BEFORE UPDATE ON "timetable_entries" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS timetable_requirements_version ON "timetable_requirements";
--> statement-breakpoint
CREATE TRIGGER timetable_requirements_version BEFORE UPDATE ON "timetable_requirements" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
