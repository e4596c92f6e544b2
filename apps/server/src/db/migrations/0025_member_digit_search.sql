-- What the search for four digits in a row reads (decision 098): each member's columns that can
-- hold digits, lowered, in a table a tenth the width of `members`, so the matches' rows are few
-- pages that stay in memory, and rechecking a candidate lowers nothing.
CREATE TABLE "member_digit_search" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	"membership_id" text NOT NULL,
	"mobile_no" text NOT NULL,
	"email" text NOT NULL,
	"names" text
);
--> statement-breakpoint
ALTER TABLE "member_digit_search" ADD CONSTRAINT "member_digit_search_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A member's search row. The names are kept only when one of them holds a digit: no form lets one
-- in, and the search reads such names through member_digit_search_names_idx.
CREATE FUNCTION member_digit_search_of(m members) RETURNS member_digit_search
LANGUAGE sql IMMUTABLE AS $$
  SELECT m.id, m.created_at, m.deleted_at, lower(coalesce(m.membership_id, '')),
    lower(m.mobile_no), lower(m.email),
    CASE WHEN (m.first_name || m.middle_name || m.last_name) ~ '[0-9]'
      THEN lower(m.first_name || ' ' || m.middle_name || ' ' || m.last_name) END
$$;
--> statement-breakpoint
-- Writes the search rows of the members a statement inserted or updated; a row that would not
-- change is left as it is, so most updates of a member (status, term, profile) write nothing.
CREATE FUNCTION member_digit_search_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_digit_search AS kept
  SELECT row.* FROM new_rows, member_digit_search_of(new_rows) AS row
  ON CONFLICT (member_id) DO UPDATE SET
    created_at = excluded.created_at,
    deleted_at = excluded.deleted_at,
    membership_id = excluded.membership_id,
    mobile_no = excluded.mobile_no,
    email = excluded.email,
    names = excluded.names
  WHERE kept IS DISTINCT FROM excluded;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER members_digit_search_insert AFTER INSERT ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_digit_search_write();
--> statement-breakpoint
CREATE TRIGGER members_digit_search_update AFTER UPDATE ON members
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION member_digit_search_write();
--> statement-breakpoint
-- The members there are, in the order they joined, before the indexes (which build faster so).
INSERT INTO member_digit_search
SELECT row.* FROM members, member_digit_search_of(members) AS row ORDER BY members.created_at;
--> statement-breakpoint
CREATE INDEX "member_digit_search_membership_id_idx" ON "member_digit_search" USING gin ("membership_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_digit_search_mobile_idx" ON "member_digit_search" USING gin ("mobile_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_digit_search_email_idx" ON "member_digit_search" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "member_digit_search_names_idx" ON "member_digit_search" USING btree ("member_id") WHERE "member_digit_search"."names" is not null;--> statement-breakpoint
-- Replaced by the table's own indexes (decision 093's per-column indexes, now on the narrow rows).
DROP INDEX "members_email_trgm_idx";--> statement-breakpoint
DROP INDEX "members_mobile_trgm_idx";--> statement-breakpoint
DROP INDEX "members_membership_id_trgm_idx";--> statement-breakpoint
DROP INDEX "members_digit_names_idx";--> statement-breakpoint
DROP STATISTICS "members_names_stat";--> statement-breakpoint
-- The planner needs the new indexes' statistics before the first search, not when autovacuum
-- gets to the table.
ANALYZE "member_digit_search";
