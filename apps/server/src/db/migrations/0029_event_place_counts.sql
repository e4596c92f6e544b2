-- An event's places taken (held or registered) and waiting are kept on its event_places row,
-- counted by a trigger on every change of a registration, so take_event_place reads two numbers
-- under the event's lock instead of counting every registration of the event (decision 106).
ALTER TABLE "event_places" ADD COLUMN "taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_places" ADD COLUMN "waiting" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
INSERT INTO event_places (event_id) SELECT DISTINCT event_id FROM event_registrations
  ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE event_places p
  SET taken = c.taken, waiting = c.waiting
  FROM (
    SELECT event_id,
           count(*) FILTER (WHERE status IN ('held', 'registered')) AS taken,
           count(*) FILTER (WHERE status = 'waiting') AS waiting
      FROM event_registrations
      GROUP BY event_id
  ) c
  WHERE c.event_id = p.event_id;--> statement-breakpoint
-- Adds `change` (1 or -1) to the count a registration of `status` is in: none for the others.
CREATE FUNCTION count_event_place(p_event_id uuid, p_status text, p_change integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_status IN ('held', 'registered') THEN
    INSERT INTO event_places AS p (event_id, taken) VALUES (p_event_id, p_change)
      ON CONFLICT (event_id) DO UPDATE SET taken = p.taken + p_change;
  ELSIF p_status = 'waiting' THEN
    INSERT INTO event_places AS p (event_id, waiting) VALUES (p_event_id, p_change)
      ON CONFLICT (event_id) DO UPDATE SET waiting = p.waiting + p_change;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION count_event_places() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM count_event_place(OLD.event_id, OLD.status, -1);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM count_event_place(NEW.event_id, NEW.status, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER event_registrations_count_places
  AFTER INSERT OR DELETE OR UPDATE OF event_id, status ON event_registrations
  FOR EACH ROW EXECUTE FUNCTION count_event_places();--> statement-breakpoint
DROP FUNCTION take_event_place(uuid, integer, jsonb, jsonb);--> statement-breakpoint
CREATE FUNCTION take_event_place(
  p_event_id uuid,
  p_capacity integer,
  p_registration jsonb,
  -- The e-mail for each status it may become; the waiting one says {position} for its number.
  p_mails jsonb,
  OUT placed event_registrations,
  OUT waiting_position integer
) LANGUAGE plpgsql AS $$
DECLARE
  v_taken integer;
  v_waiting integer;
  v_status text;
  v_mail jsonb;
BEGIN
  INSERT INTO event_places (event_id) VALUES (p_event_id) ON CONFLICT DO NOTHING;
  SELECT taken, waiting INTO v_taken, v_waiting
    FROM event_places WHERE event_id = p_event_id FOR UPDATE;
  v_status := CASE
    WHEN p_capacity IS NOT NULL AND v_taken >= p_capacity THEN 'waiting'
    WHEN (p_registration->>'price_paise')::integer = 0 THEN 'registered'
    ELSE 'held'
  END;
  INSERT INTO event_registrations (
    event_id, member_id, name, email, mobile, registration_number, category, status,
    price_paise, held_until, ticket_code, token
  ) VALUES (
    p_event_id,
    (p_registration->>'member_id')::uuid,
    p_registration->>'name',
    p_registration->>'email',
    p_registration->>'mobile',
    p_registration->>'registration_number',
    p_registration->>'category',
    v_status,
    (p_registration->>'price_paise')::integer,
    CASE WHEN v_status = 'held' THEN (p_registration->>'held_until')::timestamptz END,
    p_registration->>'ticket_code',
    p_registration->>'token'
  )
  ON CONFLICT (event_id, email) WHERE status IN ('held', 'registered', 'waiting') DO NOTHING
  RETURNING * INTO placed;
  IF placed.id IS NULL THEN
    RETURN;
  END IF;
  IF v_status = 'waiting' THEN
    waiting_position := v_waiting + 1;
  END IF;
  v_mail := p_mails->v_status;
  INSERT INTO outbox_messages (id, "to", subject, text, html, attachments)
  VALUES (
    gen_random_uuid(),
    v_mail->>'to',
    v_mail->>'subject',
    replace(v_mail->>'text', '{position}', (v_waiting + 1)::text),
    v_mail->>'html',
    v_mail->'attachments'
  );
END;
$$;
