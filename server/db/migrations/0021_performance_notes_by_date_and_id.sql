DROP INDEX "performance_notes_school_date_idx";--> statement-breakpoint
CREATE INDEX "performance_notes_school_date_idx" ON "performance_notes" USING btree ("school_id","date","id");