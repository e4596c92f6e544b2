-- take_event_place (migration 0019) answers the registration it made, and its number in the
-- waiting list, so registering needs no second statement to read them back (bench/README.md,
-- issue 23). Both are null when the address already has a live registration for the event.
DROP FUNCTION take_event_place(uuid, integer, jsonb, jsonb);
--> statement-breakpoint
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
  PERFORM 1 FROM event_places WHERE event_id = p_event_id FOR UPDATE;
  SELECT count(*) FILTER (WHERE status IN ('held', 'registered')),
         count(*) FILTER (WHERE status = 'waiting')
    INTO v_taken, v_waiting
    FROM event_registrations
    WHERE event_id = p_event_id;
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
