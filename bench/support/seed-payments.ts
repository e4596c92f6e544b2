import type pg from 'pg';

/** Fellowship fees (₹10,000), paid a few years after admission by about one member in thirty. */
const fellowshipFees = 3_000;
const fellowshipPaise = 1_000_000;

/**
 * A payment of `key` (unique per payment) ordered at `ordered`: its gateway ids come from the key,
 * and a thousandth-roll from its hash decides how it went: 1.5% failed, 1% never paid, and of
 * the captured about 0.7% refunded in full and 0.3% in part.
 */
const insertFromCandidates = (candidates: string) => `
  insert into payments (gateway, purpose, order_id, payment_id, amount_paise, status, email,
    member_id, claimed_by_type, claimed_by_id, claimed_at, captured_at, refunded_paise,
    created_at, updated_at)
  select 'razorpay', purpose, 'order_' || substr(md5(key), 1, 14),
    case when roll >= 15 and roll < 25 then null else 'pay_' || substr(md5(key), 15, 14) end,
    amount, status, email, member_id,
    case when status = 'captured' then 'member' end,
    case when status = 'captured' then member_id end,
    case when status = 'captured' then ordered + interval '2 minutes' end,
    case when status = 'captured' then ordered + interval '2 minutes' end,
    case when status <> 'captured' then 0 when roll < 932 then 0 when roll < 939 then amount
      when roll < 942 then amount / 2 else 0 end,
    ordered, ordered
  from (
    select *, case when roll < 15 then 'failed' when roll < 25 then 'created' else 'captured' end
      as status
    from (select *, abs(hashtext(key)) % 1000 as roll from (${candidates}) as listed) as rolled
  ) as decided`;

/** Renewals have been paid online since the financial year 2022-23. */
const renewalsOnlineSince = '2022-04-01';

/**
 * Each term after the first since then, paid in the 30 days before it began: every renewal of
 * members taken in a fixed pseudo-random order, until there are enough.
 */
const renewals = `
  select 'renewal' as purpose, m.id as member_id, m.email, m.membership_price_paise as amount,
    m.membership_id || '/' || years as key,
    ((m.member_since + make_interval(years => years))::date
      - abs(hashtext(m.membership_id || '/' || years)) % 30)::timestamp
      at time zone 'Asia/Kolkata' + make_interval(mins => 540 + abs(hashtext(m.email)) % 720)
      as ordered
  from members m, generate_series(1, 12) as years
  where m.valid_until is not null
    and (m.member_since + make_interval(years => years + 1))::date - 1 <= m.valid_until
    and (m.member_since + make_interval(years => years))::date - 30 <= current_date - 1
    and (m.member_since + make_interval(years => years))::date >= date '${renewalsOnlineSince}'
  order by abs(hashtext(m.membership_id)), m.id, years
  limit $1`;

const fellowships = `
  select 'fellowship' as purpose, m.id as member_id, m.email, ${fellowshipPaise} as amount,
    m.membership_id || '/fellowship' as key,
    (m.member_since + 700 + abs(hashtext(m.email)) % 1200)::timestamp
      at time zone 'Asia/Kolkata' + interval '11 hours' as ordered
  from members m
  where m.member_since is not null and m.deleted_at is null
    and m.member_since + 700 + abs(hashtext(m.email)) % 1200 < current_date
  order by abs(hashtext(m.membership_id)) % 30, m.id
  limit $1`;

/** India's financial year of a capture, as the receipts' series name it (OSI/2026-27). */
const financialYear = `(select start || '-' || lpad(((start + 1) % 100)::text, 2, '0')
  from (select extract(year from local)::int - case when extract(month from local) < 4 then 1 else 0 end
    as start from (select p.captured_at at time zone 'Asia/Kolkata' as local) as l) as s)`;

/** A receipt for every captured payment, numbered in order within its financial year. */
const insertReceipts = `
  insert into receipts (kind, series, sequence, number, payment_id, amount_paise, created_at)
  select 'receipt', series, sequence, series || '/' || lpad(sequence::text, 6, '0'), id,
    amount_paise, captured_at
  from (
    select id, amount_paise, captured_at, series,
      row_number() over (partition by series order by captured_at, id)::int as sequence
    from (select p.*, 'OSI/' || ${financialYear} as series from payments p
          where p.status = 'captured') as captured
  ) as numbered`;

const insertCounters = `
  insert into receipt_counters (series, last_sequence)
  select series, max(sequence) from receipts group by series`;

/**
 * Renewals and fellowship fees over several financial years on top of the registrations, so
 * that the payments table holds `total` rows, and a numbered receipt for each captured one.
 */
export const seedPaymentHistory = async (client: pg.Client, total: number) => {
  const registrations = await client.query<{ count: number }>(
    'select count(*)::int as count from payments',
  );
  const already = registrations.rows[0]?.count ?? 0;
  const fellowship = await client.query(insertFromCandidates(fellowships), [fellowshipFees]);
  const renewalRows = Math.max(0, total - already - (fellowship.rowCount ?? 0));
  const renewal = await client.query(insertFromCandidates(renewals), [renewalRows]);
  const receipts = await client.query(insertReceipts);
  await client.query(insertCounters);
  return {
    registrations: already,
    renewals: renewal.rowCount ?? 0,
    fellowships: fellowship.rowCount ?? 0,
    receipts: receipts.rowCount ?? 0,
  };
};
