ALTER TABLE "audit_log" ADD COLUMN "module" text DEFAULT 'api' NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_school_module_at_idx" ON "audit_log" USING btree ("school_id","module","at");--> statement-breakpoint
CREATE INDEX "audit_log_school_user_at_idx" ON "audit_log" USING btree ("school_id","user_id","at");