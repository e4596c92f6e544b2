CREATE INDEX "members_email_trgm_idx" ON "members" USING gin (lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_mobile_trgm_idx" ON "members" USING gin (lower("mobile_no") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_membership_id_trgm_idx" ON "members" USING gin (lower("membership_id") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "members_digit_names_idx" ON "members" USING btree ("id") WHERE ("members"."first_name" || "members"."middle_name" || "members"."last_name") ~ '[0-9]';--> statement-breakpoint
-- Statistics of the names joined, so the planner knows how rare a name holding a digit is and
-- reads such members through members_digit_names_idx instead of scanning the table (decision 093).
CREATE STATISTICS "members_names_stat" ON ("first_name" || "middle_name" || "last_name") FROM "members";
--> statement-breakpoint
-- Until these statistics and those of the new indexes' expressions exist, the planner takes
-- every member for a name holding a digit and scans the table for four digits.
ANALYZE "members";
