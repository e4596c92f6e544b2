-- Payments captured before receipts existed get theirs, numbered as a capture would have numbered
-- them: by the financial year (April to March) of the capture day in India, in capture order,
-- after any number the series already gave. Payments that have a receipt are left alone, so the
-- statements may run again.
WITH earlier AS (
  SELECT p.id, p.amount_paise, p.captured_at,
    (SELECT upper(s.value ->> 'shortName') FROM settings s WHERE s.key = 'site') AS prefix,
    (p.captured_at AT TIME ZONE 'Asia/Kolkata')::date AS day
  FROM payments p
  WHERE p.status = 'captured' AND p.captured_at IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.payment_id = p.id AND r.kind = 'receipt')
),
in_series AS (
  SELECT e.*,
    coalesce(e.prefix, 'OSI') || '/' ||
      to_char(e.day - interval '3 months', 'YYYY') || '-' ||
      to_char(e.day - interval '3 months' + interval '1 year', 'YY') AS series
  FROM earlier e
),
numbered AS (
  SELECT i.*,
    coalesce((SELECT c.last_sequence FROM receipt_counters c WHERE c.series = i.series), 0)
      + row_number() OVER (PARTITION BY i.series ORDER BY i.captured_at, i.id) AS sequence
  FROM in_series i
),
issued AS (
  INSERT INTO receipts (kind, series, sequence, number, payment_id, amount_paise, tax, created_at)
  SELECT 'receipt', n.series, n.sequence, n.series || '/' || lpad(n.sequence::text, 6, '0'),
    n.id, n.amount_paise, NULL, n.captured_at
  FROM numbered n
  RETURNING series, sequence
)
INSERT INTO receipt_counters (series, last_sequence)
SELECT series, max(sequence) FROM issued GROUP BY series
ON CONFLICT (series) DO UPDATE SET last_sequence = excluded.last_sequence;
