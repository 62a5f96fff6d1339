CREATE TABLE "deductions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deductions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"from_month" date NOT NULL,
	"to_month" date NOT NULL,
	"status" text DEFAULT 'Active' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deductions_amount_ck" CHECK ("deductions"."amount" > 0),
	CONSTRAINT "deductions_months_ck" CHECK ("deductions"."to_month" >= "deductions"."from_month" and extract(day from "deductions"."from_month") = 1 and extract(day from "deductions"."to_month") = 1),
	CONSTRAINT "deductions_status_ck" CHECK ("deductions"."status" in ('Active', 'Cancelled'))
);
--> statement-breakpoint
CREATE TABLE "payroll_runs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payroll_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"month" date NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"generated_by" bigint,
	"generated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entry_id" bigint,
	"cancel_entry_id" bigint,
	"cancel_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_runs_status_ck" CHECK ("payroll_runs"."status" in ('Pending', 'Approved', 'Paid', 'Cancelled')),
	CONSTRAINT "payroll_runs_month_ck" CHECK (extract(day from "payroll_runs"."month") = 1)
);
--> statement-breakpoint
CREATE TABLE "payslip_items" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payslip_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"payslip_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"recovery_id" bigint,
	"instalment_id" bigint,
	"deduction_id" bigint,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"deferred" bigint DEFAULT 0 NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payslip_items_kind_ck" CHECK ("payslip_items"."kind" in ('advance', 'loan', 'deduction')),
	CONSTRAINT "payslip_items_amount_ck" CHECK ("payslip_items"."amount" >= 0 and "payslip_items"."deferred" >= 0 and "payslip_items"."amount" + "payslip_items"."deferred" > 0),
	CONSTRAINT "payslip_items_source_ck" CHECK (("payslip_items"."kind" = 'deduction') = ("payslip_items"."deduction_id" is not null) and ("payslip_items"."kind" <> 'deduction') = ("payslip_items"."recovery_id" is not null)),
	CONSTRAINT "payslip_items_live_ck" CHECK ("payslip_items"."released" or "payslip_items"."kind" = 'deduction' or "payslip_items"."instalment_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payslips" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payslips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"run_id" bigint NOT NULL,
	"employee_id" bigint NOT NULL,
	"base_salary" bigint NOT NULL,
	"days_worked" integer NOT NULL,
	"days_in_month" integer NOT NULL,
	"gross" bigint NOT NULL,
	"net" bigint NOT NULL,
	"paid_entry_id" bigint,
	CONSTRAINT "payslips_amounts_ck" CHECK ("payslips"."gross" >= 0 and "payslips"."net" >= 0 and "payslips"."net" <= "payslips"."gross")
);
--> statement-breakpoint
CREATE TABLE "recoveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recoveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"employee_id" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"instalment" bigint NOT NULL,
	"reason" text NOT NULL,
	"account_id" bigint NOT NULL,
	"entry_id" bigint NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recoveries_kind_ck" CHECK ("recoveries"."kind" in ('advance', 'loan')),
	CONSTRAINT "recoveries_amount_ck" CHECK ("recoveries"."amount" > 0 and "recoveries"."instalment" > 0 and "recoveries"."instalment" <= "recoveries"."amount")
);
--> statement-breakpoint
CREATE TABLE "recovery_instalments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recovery_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"school_id" bigint NOT NULL,
	"recovery_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"month" date NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "recovery_instalments_amount_ck" CHECK ("recovery_instalments"."amount" > 0),
	CONSTRAINT "recovery_instalments_month_ck" CHECK (extract(day from "recovery_instalments"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deductions" ADD CONSTRAINT "deductions_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_entry_fk" FOREIGN KEY ("entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_runs" ADD CONSTRAINT "payroll_runs_cancel_entry_fk" FOREIGN KEY ("cancel_entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_payslip_id_payslips_id_fk" FOREIGN KEY ("payslip_id") REFERENCES "public"."payslips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_recovery_id_recoveries_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."recoveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_instalment_id_recovery_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."recovery_instalments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslip_items" ADD CONSTRAINT "payslip_items_deduction_id_deductions_id_fk" FOREIGN KEY ("deduction_id") REFERENCES "public"."deductions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_run_id_payroll_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."payroll_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payslips" ADD CONSTRAINT "payslips_paid_entry_fk" FOREIGN KEY ("paid_entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_account_fk" FOREIGN KEY ("account_id","school_id") REFERENCES "public"."accounts"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recoveries" ADD CONSTRAINT "recoveries_entry_fk" FOREIGN KEY ("entry_id","school_id") REFERENCES "public"."journal_entries"("id","school_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_instalments" ADD CONSTRAINT "recovery_instalments_recovery_id_recoveries_id_fk" FOREIGN KEY ("recovery_id") REFERENCES "public"."recoveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deductions_school_employee_idx" ON "deductions" USING btree ("school_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_runs_school_month_uq" ON "payroll_runs" USING btree ("school_id","month") WHERE "payroll_runs"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "payroll_runs_school_month_idx" ON "payroll_runs" USING btree ("school_id","month");--> statement-breakpoint
CREATE INDEX "payslip_items_payslip_idx" ON "payslip_items" USING btree ("payslip_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslip_items_instalment_uq" ON "payslip_items" USING btree ("instalment_id") WHERE "payslip_items"."instalment_id" is not null and not "payslip_items"."released" and "payslip_items"."amount" > 0;--> statement-breakpoint
CREATE INDEX "payslip_items_recovery_idx" ON "payslip_items" USING btree ("recovery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payslips_run_employee_uq" ON "payslips" USING btree ("run_id","employee_id");--> statement-breakpoint
CREATE INDEX "payslips_school_employee_idx" ON "payslips" USING btree ("school_id","employee_id");--> statement-breakpoint
CREATE INDEX "recoveries_school_employee_idx" ON "recoveries" USING btree ("school_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recoveries_entry_uq" ON "recoveries" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_instalments_seq_uq" ON "recovery_instalments" USING btree ("recovery_id","seq");--> statement-breakpoint
CREATE INDEX "recovery_instalments_school_month_idx" ON "recovery_instalments" USING btree ("school_id","month");--> statement-breakpoint
-- Rows a user edits from a form carry a version (ADR 017).
DROP TRIGGER IF EXISTS recoveries_version ON "recoveries";
--> statement-breakpoint
CREATE TRIGGER recoveries_version BEFORE UPDATE ON "recoveries" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS deductions_version ON "deductions";
--> statement-breakpoint
CREATE TRIGGER deductions_version BEFORE UPDATE ON "deductions" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
DROP TRIGGER IF EXISTS payroll_runs_version ON "payroll_runs";
--> statement-breakpoint
CREATE TRIGGER payroll_runs_version BEFORE UPDATE ON "payroll_runs" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
--> statement-breakpoint
-- Payroll posts to accounts the chart already had; they now play their roles (ADR 023), and
-- schools charted before payroll get Deductions payable.
INSERT INTO "accounts" ("school_id", "code", "name", "type")
  SELECT s.id, '2200', 'Deductions payable', 'liability' FROM "schools" s
  WHERE EXISTS (SELECT 1 FROM "accounts" a WHERE a.school_id = s.id)
    AND NOT EXISTS (SELECT 1 FROM "accounts" a WHERE a.school_id = s.id AND a.code = '2200');
--> statement-breakpoint
UPDATE "accounts" a SET "default_for" = r.role
  FROM (VALUES ('1200', 'advances', 'asset'), ('1210', 'loans', 'asset'), ('2000', 'salaries-payable', 'liability'),
               ('2200', 'deductions-payable', 'liability'), ('5000', 'salary-expense', 'expense')) AS r(code, role, type)
  WHERE a.code = r.code AND a.type = r.type AND a.default_for IS NULL
    AND NOT EXISTS (SELECT 1 FROM "accounts" b WHERE b.school_id = a.school_id AND b.default_for = r.role);
--> statement-breakpoint
-- A payroll entry has a line per employee and account (10,000 for 2,000 staff). Summing the
-- whole entry once per line made its commit quadratic; the entry's last line (and the entry
-- itself) now check it, which still sees every line: the check is deferred to commit.
CREATE OR REPLACE FUNCTION check_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry bigint;
  debits numeric;
  credits numeric;
BEGIN
  -- Each branch is planned only when it runs: NEW has "id" on entries, "entry_id" on lines.
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
    IF EXISTS (SELECT 1 FROM journal_lines WHERE entry_id = entry AND line_no > NEW.line_no) THEN
      RETURN NULL;
    END IF;
  END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0) INTO debits, credits
    FROM journal_lines WHERE entry_id = entry;
  IF debits <> credits OR debits <= 0 THEN
    RAISE EXCEPTION 'journal entry % does not balance: debits %, credits %', entry, debits, credits
      USING ERRCODE = 'SD422';
  END IF;
  RETURN NULL;
END
$$;
