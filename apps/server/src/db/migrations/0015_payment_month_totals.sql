CREATE TABLE "payment_month_totals" (
	"month" date NOT NULL,
	"purpose" text NOT NULL,
	"count" integer NOT NULL,
	"amount_paise" bigint NOT NULL,
	"refunded_paise" bigint NOT NULL,
	CONSTRAINT "payment_month_totals_month_purpose_pk" PRIMARY KEY("month","purpose")
);
--> statement-breakpoint
-- Adds what a statement changed in captured payments to their months' totals, in its transaction:
-- each row as it was counts against its month and each row as it is now for it, netted by month
-- and purpose, so a write that changes no total (a claim) takes no row lock. The month is India's
-- month of the capture, as the totals group them; a refund counts against its payment's month.
CREATE FUNCTION payment_month_totals_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT 1 AS sign, * FROM new_rows UNION ALL SELECT -1 AS sign, * FROM old_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO payment_month_totals AS totals (month, purpose, count, amount_paise, refunded_paise)
    SELECT date_trunc('month', captured_at AT TIME ZONE 'Asia/Kolkata')::date, purpose,
      sum(sign), sum(sign * amount_paise), sum(sign * refunded_paise)
    FROM (%s) AS changed
    WHERE status = 'captured' AND captured_at IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(sign) <> 0 OR sum(sign * amount_paise) <> 0 OR sum(sign * refunded_paise) <> 0
    ON CONFLICT (month, purpose) DO UPDATE SET
      count = totals.count + excluded.count,
      amount_paise = totals.amount_paise + excluded.amount_paise,
      refunded_paise = totals.refunded_paise + excluded.refunded_paise
  $sql$, changed);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_insert AFTER INSERT ON payments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_count();
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_update AFTER UPDATE ON payments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_count();
--> statement-breakpoint
CREATE TRIGGER payments_month_totals_delete AFTER DELETE ON payments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_month_totals_count();
--> statement-breakpoint
INSERT INTO payment_month_totals (month, purpose, count, amount_paise, refunded_paise)
SELECT date_trunc('month', captured_at AT TIME ZONE 'Asia/Kolkata')::date, purpose,
  count(*), sum(amount_paise), sum(refunded_paise)
FROM payments
WHERE status = 'captured' AND captured_at IS NOT NULL
GROUP BY 1, 2;
