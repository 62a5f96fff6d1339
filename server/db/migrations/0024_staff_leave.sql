CREATE TABLE "cover_assignments" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cover_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"leave_request_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"cover_date" date NOT NULL,
	"period_id" bigint NOT NULL,
	"teacher_id" bigint NOT NULL,
	"assigned_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cover_assignments_school_id_id_pk" PRIMARY KEY("school_id","id")
);
--> statement-breakpoint
CREATE TABLE "leave_openings" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_openings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"leave_type_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"set_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_openings_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_openings_days_ck" CHECK ("leave_openings"."days" >= 0 and "leave_openings"."days" <= 999)
);
--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"leave_type_id" bigint NOT NULL,
	"academic_year_id" bigint NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_first_day" boolean DEFAULT false NOT NULL,
	"half_last_day" boolean DEFAULT false NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"requested_by" bigint,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"decision_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_requests_dates_ck" CHECK ("leave_requests"."end_date" >= "leave_requests"."start_date"),
	CONSTRAINT "leave_requests_days_ck" CHECK ("leave_requests"."days" > 0),
	CONSTRAINT "leave_requests_status_ck" CHECK ("leave_requests"."status" in ('Requested', 'Approved', 'Refused', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "leave_settings" (
	"school_id" bigint PRIMARY KEY NOT NULL,
	"unpaid_day_basis" text DEFAULT 'school-days' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "leave_settings_basis_ck" CHECK ("leave_settings"."unpaid_day_basis" in ('school-days', 'thirty'))
);
--> statement-breakpoint
CREATE TABLE "leave_types" (
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "leave_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"name" text NOT NULL,
	"days_per_year" numeric(5, 1),
	"paid" boolean DEFAULT true NOT NULL,
	"carries_over" boolean DEFAULT false NOT NULL,
	"needs_approval" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_school_id_id_pk" PRIMARY KEY("school_id","id"),
	CONSTRAINT "leave_types_days_ck" CHECK ("leave_types"."days_per_year" is null or ("leave_types"."days_per_year" >= 0 and "leave_types"."days_per_year" <= 366)),
	CONSTRAINT "leave_types_status_ck" CHECK ("leave_types"."status" in ('Active', 'Inactive'))
);
--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "unpaid_days" numeric(5, 1) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payslips" ADD COLUMN "unpaid_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_leave_request_id_leave_requests_id_fk" FOREIGN KEY ("school_id","leave_request_id") REFERENCES "public"."leave_requests"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_entry_id_timetable_entries_id_fk" FOREIGN KEY ("school_id","entry_id") REFERENCES "public"."timetable_entries"("school_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_period_id_timetable_periods_id_fk" FOREIGN KEY ("school_id","period_id") REFERENCES "public"."timetable_periods"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_teacher_id_employees_id_fk" FOREIGN KEY ("school_id","teacher_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_assignments" ADD CONSTRAINT "cover_assignments_assigned_by_users_id_fk" FOREIGN KEY ("school_id","assigned_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_leave_type_id_leave_types_id_fk" FOREIGN KEY ("school_id","leave_type_id") REFERENCES "public"."leave_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_openings" ADD CONSTRAINT "leave_openings_set_by_users_id_fk" FOREIGN KEY ("school_id","set_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_employee_id_employees_id_fk" FOREIGN KEY ("school_id","employee_id") REFERENCES "public"."employees"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_id_leave_types_id_fk" FOREIGN KEY ("school_id","leave_type_id") REFERENCES "public"."leave_types"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_academic_year_id_academic_years_id_fk" FOREIGN KEY ("school_id","academic_year_id") REFERENCES "public"."academic_years"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_requested_by_users_id_fk" FOREIGN KEY ("school_id","requested_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_decided_by_users_id_fk" FOREIGN KEY ("school_id","decided_by") REFERENCES "public"."users"("school_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_settings" ADD CONSTRAINT "leave_settings_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_assignments_id_idx" ON "cover_assignments" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "cover_assignments_lesson_uq" ON "cover_assignments" USING btree ("school_id","entry_id","cover_date");--> statement-breakpoint
CREATE UNIQUE INDEX "cover_assignments_teacher_slot_uq" ON "cover_assignments" USING btree ("school_id","teacher_id","cover_date","period_id");--> statement-breakpoint
CREATE INDEX "cover_assignments_school_date_idx" ON "cover_assignments" USING btree ("school_id","cover_date");--> statement-breakpoint
CREATE INDEX "leave_openings_id_idx" ON "leave_openings" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_openings_once_uq" ON "leave_openings" USING btree ("school_id","employee_id","leave_type_id","academic_year_id");--> statement-breakpoint
CREATE INDEX "leave_requests_id_idx" ON "leave_requests" USING btree ("id");--> statement-breakpoint
CREATE INDEX "leave_requests_school_employee_idx" ON "leave_requests" USING btree ("school_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "leave_requests_school_dates_idx" ON "leave_requests" USING btree ("school_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "leave_types_id_idx" ON "leave_types" USING btree ("id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_school_name_uq" ON "leave_types" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE TRIGGER leave_types_version BEFORE UPDATE ON "leave_types" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER leave_requests_version BEFORE UPDATE ON "leave_requests" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
CREATE TRIGGER leave_settings_version BEFORE UPDATE ON "leave_settings" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
