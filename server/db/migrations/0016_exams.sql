CREATE TABLE "exam_card_remarks" (
	"school_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"remark" text NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_card_remarks_exam_id_student_id_pk" PRIMARY KEY("exam_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "exam_mark_sheets" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_mark_sheets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"exam_subject_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_by" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"school_id" bigint NOT NULL,
	"exam_subject_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"state" text NOT NULL,
	"marks" numeric(7, 2),
	"remark" text,
	"entered_by" bigint NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_exam_subject_id_student_id_pk" PRIMARY KEY("exam_subject_id","student_id"),
	CONSTRAINT "exam_results_state_ck" CHECK ("exam_results"."state" in ('marked', 'absent', 'exempt') and ("exam_results"."state" = 'marked') = ("exam_results"."marks" is not null))
);
--> statement-breakpoint
CREATE TABLE "exam_subjects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_subjects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"subject_id" bigint NOT NULL,
	"max_marks" numeric(7, 2) NOT NULL,
	"pass_marks" numeric(7, 2) NOT NULL,
	"date" date,
	"grading_system_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_subjects_marks_ck" CHECK ("exam_subjects"."max_marks" > 0 and "exam_subjects"."pass_marks" >= 0 and "exam_subjects"."pass_marks" <= "exam_subjects"."max_marks")
);
--> statement-breakpoint
CREATE TABLE "exam_types" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exam_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"name" text NOT NULL,
	"weight" smallint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_types_weight_ck" CHECK ("exam_types"."weight" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "exams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"exam_type_id" bigint NOT NULL,
	"grading_system_id" bigint NOT NULL,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_dates_ck" CHECK ("exams"."end_date" >= "exams"."start_date"),
	CONSTRAINT "exams_status_ck" CHECK ("exams"."status" in ('Pending', 'Active', 'Closed'))
);
--> statement-breakpoint
CREATE TABLE "grading_systems" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "grading_systems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"name" text NOT NULL,
	"precision" smallint NOT NULL,
	"rounding" text NOT NULL,
	"bands" jsonb NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grading_systems_precision_ck" CHECK ("grading_systems"."precision" between 0 and 2),
	CONSTRAINT "grading_systems_rounding_ck" CHECK ("grading_systems"."rounding" in ('round', 'truncate'))
);
--> statement-breakpoint
CREATE TABLE "report_cards" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "report_cards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"exam_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"card" jsonb NOT NULL,
	"grading" jsonb NOT NULL,
	"issued_by" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_card_remarks" ADD CONSTRAINT "exam_card_remarks_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_mark_sheets" ADD CONSTRAINT "exam_mark_sheets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_subject_id_exam_subjects_id_fk" FOREIGN KEY ("exam_subject_id") REFERENCES "public"."exam_subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_subjects" ADD CONSTRAINT "exam_subjects_grading_system_id_grading_systems_id_fk" FOREIGN KEY ("grading_system_id") REFERENCES "public"."grading_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_types" ADD CONSTRAINT "exam_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_exam_type_id_exam_types_id_fk" FOREIGN KEY ("exam_type_id") REFERENCES "public"."exam_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_grading_system_id_grading_systems_id_fk" FOREIGN KEY ("grading_system_id") REFERENCES "public"."grading_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_systems" ADD CONSTRAINT "grading_systems_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_cards" ADD CONSTRAINT "report_cards_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_mark_sheets_paper_section_uq" ON "exam_mark_sheets" USING btree ("exam_subject_id","section_id");--> statement-breakpoint
CREATE INDEX "exam_mark_sheets_school_idx" ON "exam_mark_sheets" USING btree ("school_id","section_id");--> statement-breakpoint
CREATE INDEX "exam_results_school_section_idx" ON "exam_results" USING btree ("school_id","section_id","exam_subject_id");--> statement-breakpoint
CREATE INDEX "exam_results_school_student_idx" ON "exam_results" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_subjects_exam_class_subject_uq" ON "exam_subjects" USING btree ("exam_id","class_id","subject_id");--> statement-breakpoint
CREATE INDEX "exam_subjects_school_exam_idx" ON "exam_subjects" USING btree ("school_id","exam_id","class_id");--> statement-breakpoint
CREATE UNIQUE INDEX "exam_types_school_name_uq" ON "exam_types" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "exams_school_year_name_uq" ON "exams" USING btree ("school_id","academic_year_id",lower("name"));--> statement-breakpoint
CREATE INDEX "exams_school_year_idx" ON "exams" USING btree ("school_id","academic_year_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grading_systems_school_name_uq" ON "grading_systems" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "report_cards_exam_student_version_uq" ON "report_cards" USING btree ("exam_id","student_id","version");--> statement-breakpoint
CREATE INDEX "report_cards_school_exam_section_idx" ON "report_cards" USING btree ("school_id","exam_id","section_id");