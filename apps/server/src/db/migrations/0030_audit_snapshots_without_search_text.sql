-- A member's search column copies the fields beside it for the index alone (decision 113):
-- audit snapshots no longer keep it, and the ones that did lose it.
UPDATE audit_events SET before = before - 'searchText' WHERE jsonb_typeof(before) = 'object' AND before ? 'searchText';
--> statement-breakpoint
UPDATE audit_events SET after = after - 'searchText' WHERE jsonb_typeof(after) = 'object' AND after ? 'searchText';
