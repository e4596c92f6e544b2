-- Signed-out visitors' pages are cached as drawn HTML in each server process (decision 090).
-- A write to a table that a public page reads notifies every process on commit, so each one
-- drops its drawn pages; PostgreSQL delivers a notification only if its transaction commits,
-- and sends one per transaction however many statements it has.
CREATE FUNCTION notify_public_pages_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_pages_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DO $$
DECLARE
  v_table text;
BEGIN
  FOREACH v_table IN ARRAY ARRAY[
    'settings', 'content_items', 'membership_types', 'fellowship_types', 'members',
    'directory_listings', 'fellowships', 'privacy_notice_versions', 'certificates', 'cde_awards',
    'event_places', 'event_registrations'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER public_pages_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_public_pages_changed()',
      v_table
    );
  END LOOP;
END;
$$;
