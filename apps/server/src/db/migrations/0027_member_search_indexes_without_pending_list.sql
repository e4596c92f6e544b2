-- The member search's trigram indexes take each new entry into the index at once (decision
-- 100). Changed in place rather than rebuilt; the entries already pending are merged now.
ALTER INDEX "members_search_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "member_digit_search_membership_id_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "member_digit_search_mobile_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "member_digit_search_email_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(index_name::regclass)
FROM unnest(ARRAY[
  'members_search_idx', 'member_digit_search_membership_id_idx', 'member_digit_search_mobile_idx',
  'member_digit_search_email_idx'
]) AS index_name;
