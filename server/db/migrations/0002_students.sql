CREATE TABLE "enrolments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"class_id" bigint NOT NULL,
	"section_id" bigint NOT NULL,
	"outcome" text,
	"enrolled_on" date NOT NULL,
	"ended_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_outcome_ck" CHECK ("enrolments"."outcome" is null or "enrolments"."outcome" in ('promoted', 'repeated', 'graduated', 'transferred', 'moved'))
);
--> statement-breakpoint
CREATE TABLE "performance_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "performance_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"date" date NOT NULL,
	"category" text NOT NULL,
	"rating" integer NOT NULL,
	"remark" text NOT NULL,
	"author_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "performance_notes_rating_ck" CHECK ("performance_notes"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "students" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "students_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"admission_no" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"photo" text,
	"address" text,
	"house" text,
	"admission_date" date NOT NULL,
	"fee_discount" bigint DEFAULT 0 NOT NULL,
	"parent_id" bigint NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"portal_password_hash" text,
	"transfer_date" date,
	"transfer_reason" text,
	"transfer_school" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_academic_year_id_academic_years_id_fk" FOREIGN KEY ("academic_year_id") REFERENCES "public"."academic_years"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "performance_notes" ADD CONSTRAINT "performance_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_one_open_per_year_uq" ON "enrolments" USING btree ("school_id","student_id","academic_year_id") WHERE "enrolments"."outcome" is null;--> statement-breakpoint
CREATE INDEX "enrolments_school_section_idx" ON "enrolments" USING btree ("school_id","section_id","outcome");--> statement-breakpoint
CREATE INDEX "enrolments_school_year_class_idx" ON "enrolments" USING btree ("school_id","academic_year_id","class_id");--> statement-breakpoint
CREATE INDEX "enrolments_school_student_idx" ON "enrolments" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE INDEX "performance_notes_school_student_date_idx" ON "performance_notes" USING btree ("school_id","student_id","date");--> statement-breakpoint
CREATE INDEX "performance_notes_school_date_idx" ON "performance_notes" USING btree ("school_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "students_school_admission_no_uq" ON "students" USING btree ("school_id",lower("admission_no"));--> statement-breakpoint
CREATE INDEX "students_school_parent_idx" ON "students" USING btree ("school_id","parent_id");--> statement-breakpoint
CREATE INDEX "students_school_name_idx" ON "students" USING btree ("school_id","last_name","first_name");--> statement-breakpoint
CREATE INDEX "students_school_status_idx" ON "students" USING btree ("school_id","status");