CREATE TABLE "portal_accounts" (
	"school_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"person_id" bigint NOT NULL,
	"username" text,
	"must_change" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "portal_accounts_kind_person_id_pk" PRIMARY KEY("kind","person_id"),
	CONSTRAINT "portal_accounts_kind_ck" CHECK ("portal_accounts"."kind" in ('parent', 'pupil'))
);
--> statement-breakpoint
CREATE TABLE "portal_seen" (
	"school_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"person_id" bigint NOT NULL,
	"student_id" bigint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "portal_seen_kind_person_id_student_id_pk" PRIMARY KEY("kind","person_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "schools" ADD COLUMN "portal_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "portal_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "portal_accounts" ADD CONSTRAINT "portal_accounts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_seen" ADD CONSTRAINT "portal_seen_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal_seen" ADD CONSTRAINT "portal_seen_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "portal_accounts_username_uq" ON "portal_accounts" USING btree (lower("username")) WHERE "portal_accounts"."username" is not null;--> statement-breakpoint
CREATE INDEX "portal_accounts_school_idx" ON "portal_accounts" USING btree ("school_id","kind");--> statement-breakpoint
CREATE INDEX "parents_portal_phone_idx" ON "parents" USING btree ("phone_key") WHERE "parents"."portal_password_hash" is not null;--> statement-breakpoint
CREATE INDEX "students_portal_admission_no_idx" ON "students" USING btree (lower("admission_no")) WHERE "students"."portal_password_hash" is not null;