-- Signed-out visitors' pages are cached as drawn HTML in each server process (decision 090).
-- A write to a table that a public page reads notifies every process on commit, so each one
-- drops its drawn pages. PostgreSQL delivers a notification only if its transaction commits,
-- and one per transaction however many statements sent it. A statement that changed no row
-- (a routine pass with nothing to do) sends none: each trigger sees the rows it changed.
CREATE FUNCTION notify_public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM changed) THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM pg_notify('public_pages_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  v_table text;
  v_event text;
  v_rows text;
BEGIN
  FOREACH v_table IN ARRAY ARRAY[
    'settings', 'content_items', 'membership_types', 'fellowship_types', 'members',
    'directory_listings', 'fellowships', 'privacy_notice_versions', 'certificates', 'cde_awards',
    'event_places', 'event_registrations'
  ] LOOP
    -- A trigger with the rows it changed serves one kind of statement only.
    FOREACH v_event IN ARRAY ARRAY['insert', 'update', 'delete'] LOOP
      v_rows := CASE v_event WHEN 'delete' THEN 'OLD' ELSE 'NEW' END;
      EXECUTE format(
        'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s TABLE AS changed '
        'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed()',
        'public_pages_changed_' || v_event, upper(v_event), v_table, v_rows
      );
    END LOOP;
    EXECUTE format(
      'CREATE TRIGGER public_pages_changed_truncate AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed()',
      v_table
    );
  END LOOP;
END;
$$;
