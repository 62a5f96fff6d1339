CREATE TABLE "checks" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"number" text NOT NULL,
	"payee" text NOT NULL,
	"entry_id" bigint NOT NULL,
	"status" text DEFAULT 'Issued' NOT NULL,
	"cleared_on" date,
	"void_entry_id" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checks_status_ck" CHECK ("checks"."status" in ('Issued', 'Cleared', 'Voided'))
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"school_id" bigint NOT NULL,
	"payment_entry_id" bigint NOT NULL,
	"charge_entry_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_amount_ck" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"school_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"entry_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"method" text NOT NULL,
	"payer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipts_school_id_number_pk" PRIMARY KEY("school_id","number"),
	CONSTRAINT "receipts_number_ck" CHECK ("receipts"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_entry_fk";
--> statement-breakpoint
DROP INDEX "journal_lines_school_account_idx";--> statement-breakpoint
DROP INDEX "journal_lines_school_student_idx";--> statement-breakpoint
-- Existing lines take their entry's date; the immutability trigger steps aside for this one backfill.
ALTER TABLE "journal_lines" ADD COLUMN "entry_date" date;--> statement-breakpoint
ALTER TABLE "journal_lines" DISABLE TRIGGER "journal_lines_immutable";--> statement-breakpoint
UPDATE "journal_lines" l SET "entry_date" = e."entry_date" FROM "journal_entries" e WHERE e."id" = l."entry_id";--> statement-breakpoint
ALTER TABLE "journal_lines" ENABLE TRIGGER "journal_lines_immutable";--> statement-breakpoint
ALTER TABLE "journal_lines" ALTER COLUMN "entry_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_id_school_date_uq" UNIQUE("id","school_id","entry_date");--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_bank_account_fk" FOREIGN KEY ("bank_account_id","school_id") REFERENCES "public"."accounts"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_entry_fk" FOREIGN KEY ("entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checks" ADD CONSTRAINT "checks_void_entry_fk" FOREIGN KEY ("void_entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("payment_entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_charge_fk" FOREIGN KEY ("charge_entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entry_fk" FOREIGN KEY ("entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "checks_bank_number_uq" ON "checks" USING btree ("school_id","bank_account_id",lower("number"));--> statement-breakpoint
CREATE UNIQUE INDEX "checks_entry_uq" ON "checks" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "checks_school_status_idx" ON "checks" USING btree ("school_id","status");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("payment_entry_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_charge_idx" ON "payment_allocations" USING btree ("charge_entry_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_school_student_idx" ON "payment_allocations" USING btree ("school_id","student_id");--> statement-breakpoint
CREATE UNIQUE INDEX "receipts_entry_uq" ON "receipts" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "receipts_school_student_idx" ON "receipts" USING btree ("school_id","student_id");--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_fk" FOREIGN KEY ("entry_id","school_id","entry_date") REFERENCES "public"."journal_entries"("id","school_id","entry_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_school_reference_idx" ON "journal_entries" USING btree ("school_id","reference");--> statement-breakpoint
CREATE INDEX "journal_lines_school_account_idx" ON "journal_lines" USING btree ("school_id","account_id","entry_date");--> statement-breakpoint
CREATE INDEX "journal_lines_school_student_idx" ON "journal_lines" USING btree ("school_id","student_id","entry_date") WHERE "journal_lines"."student_id" is not null;
--> statement-breakpoint
-- Receipts and allocations are posted with their payment and never changed (issue 11).
DROP TRIGGER IF EXISTS receipts_immutable ON "receipts";
--> statement-breakpoint
CREATE TRIGGER receipts_immutable BEFORE UPDATE OR DELETE ON "receipts"
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS payment_allocations_immutable ON "payment_allocations";
--> statement-breakpoint
CREATE TRIGGER payment_allocations_immutable BEFORE UPDATE OR DELETE ON "payment_allocations"
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS checks_version ON "checks";
--> statement-breakpoint
CREATE TRIGGER checks_version BEFORE UPDATE ON "checks" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
