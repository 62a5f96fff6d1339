ALTER TABLE "receipts" DROP CONSTRAINT "receipts_entry_fk";
--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "entry_date" date;--> statement-breakpoint
-- Receipts are immutable once written; the copy of their entry's date is filled in once, here.
ALTER TABLE "receipts" DISABLE TRIGGER "receipts_immutable";--> statement-breakpoint
UPDATE "receipts" r SET "entry_date" = je."entry_date" FROM "journal_entries" je WHERE je."id" = r."entry_id";--> statement-breakpoint
ALTER TABLE "receipts" ENABLE TRIGGER "receipts_immutable";--> statement-breakpoint
ALTER TABLE "receipts" ALTER COLUMN "entry_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_entry_fk" FOREIGN KEY ("entry_id","school_id","entry_date") REFERENCES "public"."journal_entries"("id","school_id","entry_date") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "receipts_school_date_idx" ON "receipts" USING btree ("school_id","entry_date");
