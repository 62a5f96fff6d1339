CREATE TABLE "bus_assignments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"bus_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"stop" text,
	"from_date" date NOT NULL,
	"to_date" date,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_assignments_dates_ck" CHECK ("bus_assignments"."to_date" is null or "bus_assignments"."to_date" >= "bus_assignments"."from_date")
);
--> statement-breakpoint
CREATE TABLE "bus_charges" (
	"entry_id" bigint PRIMARY KEY NOT NULL,
	"school_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"month" date NOT NULL,
	"bus_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bus_fee_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_fee_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"zone_id" bigint NOT NULL,
	"name" text NOT NULL,
	"monthly_fee" bigint,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_fee_categories_fee_ck" CHECK ("bus_fee_categories"."monthly_fee" is null or "bus_fee_categories"."monthly_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bus_zones" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bus_zones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"name" text NOT NULL,
	"monthly_fee" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bus_zones_fee_ck" CHECK ("bus_zones"."monthly_fee" >= 0)
);
--> statement-breakpoint
CREATE TABLE "buses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "buses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"number" text NOT NULL,
	"plate" text NOT NULL,
	"driver_id" bigint,
	"capacity" integer NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buses_capacity_ck" CHECK ("buses"."capacity" between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "bus_proration" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_category_id_bus_fee_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bus_fee_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_assignments" ADD CONSTRAINT "bus_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_bus_id_buses_id_fk" FOREIGN KEY ("bus_id") REFERENCES "public"."buses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_category_id_bus_fee_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."bus_fee_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_charges" ADD CONSTRAINT "bus_charges_entry_fk" FOREIGN KEY ("entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_fee_categories" ADD CONSTRAINT "bus_fee_categories_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_fee_categories" ADD CONSTRAINT "bus_fee_categories_zone_id_bus_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."bus_zones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bus_zones" ADD CONSTRAINT "bus_zones_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buses" ADD CONSTRAINT "buses_driver_id_employees_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bus_assignments_school_student_idx" ON "bus_assignments" USING btree ("school_id","student_id","from_date");--> statement-breakpoint
CREATE INDEX "bus_assignments_school_bus_idx" ON "bus_assignments" USING btree ("school_id","bus_id","from_date");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_assignments_open_uq" ON "bus_assignments" USING btree ("student_id") WHERE "bus_assignments"."to_date" is null;--> statement-breakpoint
CREATE INDEX "bus_charges_school_month_idx" ON "bus_charges" USING btree ("school_id","month");--> statement-breakpoint
CREATE INDEX "bus_charges_school_student_idx" ON "bus_charges" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_fee_categories_zone_name_uq" ON "bus_fee_categories" USING btree ("zone_id",lower("name"));--> statement-breakpoint
CREATE INDEX "bus_fee_categories_school_idx" ON "bus_fee_categories" USING btree ("school_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bus_zones_school_name_uq" ON "bus_zones" USING btree ("school_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "buses_school_number_uq" ON "buses" USING btree ("school_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "buses_school_plate_uq" ON "buses" USING btree ("school_id",upper(regexp_replace("plate", '[^A-Za-z0-9]', '', 'g')));--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_bus_proration_ck" CHECK ("bus_proration" in ('month', 'days', 'none'));
--> statement-breakpoint
-- Rows a user edits from a form carry a version (ADR 017).
DROP TRIGGER IF EXISTS buses_version ON "buses";
--> statement-breakpoint
CREATE TRIGGER buses_version BEFORE UPDATE ON "buses" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bus_zones_version ON "bus_zones";
--> statement-breakpoint
CREATE TRIGGER bus_zones_version BEFORE UPDATE ON "bus_zones" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bus_fee_categories_version ON "bus_fee_categories";
--> statement-breakpoint
CREATE TRIGGER bus_fee_categories_version BEFORE UPDATE ON "bus_fee_categories" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
