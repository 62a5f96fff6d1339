-- The ledger's rules (issue 11, ADR 021), held by the database itself so that no code path,
-- script or console session can break them, on PostgreSQL and on PGlite alike.

-- Posted entries and lines are never changed or removed: a correction is a reversing entry.
CREATE OR REPLACE FUNCTION refuse_posted_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'posted ledger rows cannot be changed or deleted; post a reversing entry'
    USING ERRCODE = 'SD423';
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_immutable ON "journal_lines";
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE UPDATE OR DELETE ON "journal_lines"
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_no_truncate ON "journal_lines";
--> statement-breakpoint
CREATE TRIGGER journal_lines_no_truncate BEFORE TRUNCATE ON "journal_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_immutable ON "journal_entries";
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_no_truncate ON "journal_entries";
--> statement-breakpoint
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON "journal_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_posted_change();
--> statement-breakpoint

-- Every entry balances: its debits equal its credits and are more than zero. Checked at
-- commit (deferred), once the whole entry is written, for the entry and for any line added.
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
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_balanced ON "journal_entries";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON "journal_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_entry_balanced();
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_lines_balanced ON "journal_lines";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON "journal_lines"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION check_entry_balanced();
--> statement-breakpoint

-- Nothing is dated in a closed month, whichever way it is written.
CREATE OR REPLACE FUNCTION refuse_closed_period() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM closed_periods
             WHERE school_id = NEW.school_id AND month = date_trunc('month', NEW.entry_date)::date) THEN
    RAISE EXCEPTION 'the month of % is closed', NEW.entry_date USING ERRCODE = 'SD424';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS journal_entries_open_period ON "journal_entries";
--> statement-breakpoint
CREATE TRIGGER journal_entries_open_period BEFORE INSERT ON "journal_entries"
  FOR EACH ROW EXECUTE FUNCTION refuse_closed_period();
--> statement-breakpoint
DROP TRIGGER IF EXISTS accounts_version ON "accounts";
--> statement-breakpoint
CREATE TRIGGER accounts_version BEFORE UPDATE ON "accounts" FOR EACH ROW EXECUTE FUNCTION bump_row_version();
