CREATE TABLE "timetable_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetable_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"weekday" smallint NOT NULL,
	"period_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"teacher_id" bigint,
	"room_id" bigint,
	"locked" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_entries_weekday_ck" CHECK ("timetable_entries"."weekday" between 1 and 7)
);
--> statement-breakpoint
CREATE TABLE "timetable_generations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetable_generations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"scope" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"requested_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "timetable_generations_status_ck" CHECK ("timetable_generations"."status" in ('queued', 'running', 'done', 'failed', 'accepted', 'discarded'))
);
--> statement-breakpoint
CREATE TABLE "timetable_periods" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetable_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"name" text NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"kind" text DEFAULT 'lesson' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"weekdays" smallint[] DEFAULT '{1,2,3,4,5}' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_periods_kind_ck" CHECK ("timetable_periods"."kind" in ('lesson', 'break')),
	CONSTRAINT "timetable_periods_times_ck" CHECK ("timetable_periods"."end_time" > "timetable_periods"."start_time")
);
--> statement-breakpoint
CREATE TABLE "timetable_requirements" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetable_requirements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"teacher_id" bigint,
	"lessons_per_week" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "timetable_requirements_lessons_ck" CHECK ("timetable_requirements"."lessons_per_week" between 0 and 20)
);
--> statement-breakpoint
CREATE TABLE "timetable_unavailability" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timetable_unavailability_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"teacher_id" bigint,
	"room_id" bigint,
	"weekday" smallint NOT NULL,
	"period_id" bigint NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timetable_unavailability_one_ck" CHECK (("timetable_unavailability"."teacher_id" is null) <> ("timetable_unavailability"."room_id" is null))
);
--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_period_id_timetable_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."timetable_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_entries" ADD CONSTRAINT "timetable_entries_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_generations" ADD CONSTRAINT "timetable_generations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_periods" ADD CONSTRAINT "timetable_periods_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_requirements" ADD CONSTRAINT "timetable_requirements_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_teacher_id_employees_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timetable_unavailability" ADD CONSTRAINT "timetable_unavailability_period_id_timetable_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."timetable_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_entries_section_slot_uq" ON "timetable_entries" USING btree ("school_id","section_id","weekday","period_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_entries_teacher_slot_uq" ON "timetable_entries" USING btree ("school_id","academic_year_id","teacher_id","weekday","period_id") WHERE "timetable_entries"."teacher_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_entries_room_slot_uq" ON "timetable_entries" USING btree ("school_id","academic_year_id","room_id","weekday","period_id") WHERE "timetable_entries"."room_id" is not null;--> statement-breakpoint
CREATE INDEX "timetable_entries_school_year_idx" ON "timetable_entries" USING btree ("school_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "timetable_generations_school_idx" ON "timetable_generations" USING btree ("school_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_periods_school_name_uq" ON "timetable_periods" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_requirements_section_subject_uq" ON "timetable_requirements" USING btree ("school_id","section_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_unavailability_teacher_uq" ON "timetable_unavailability" USING btree ("school_id","teacher_id","weekday","period_id") WHERE "timetable_unavailability"."teacher_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "timetable_unavailability_room_uq" ON "timetable_unavailability" USING btree ("school_id","room_id","weekday","period_id") WHERE "timetable_unavailability"."room_id" is not null;