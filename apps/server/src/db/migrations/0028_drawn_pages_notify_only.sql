-- Only the tables a drawn page reads notify public_pages_changed (decision 104). No drawn page
-- shows registrations, places, CDE points, certificates or fellowship types: the event page's
-- places and the certificate check are asked by the browser. Their notifications emptied every
-- process's page cache on each registration and check-in, so a registration rush drew every
-- visitor's page.
DO $$
DECLARE
  v_table text;
  v_event text;
BEGIN
  FOREACH v_table IN ARRAY ARRAY[
    'certificates', 'cde_awards', 'event_places', 'event_registrations', 'fellowship_types'
  ] LOOP
    FOREACH v_event IN ARRAY ARRAY['insert', 'update', 'delete', 'truncate'] LOOP
      EXECUTE format('DROP TRIGGER public_pages_changed_%s ON %I', v_event, v_table);
    END LOOP;
  END LOOP;
END;
$$;
