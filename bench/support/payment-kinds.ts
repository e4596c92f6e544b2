import type { Request } from 'autocannon';
import type pg from 'pg';
import { accountsEndpoints, addDays, financialYear, type PaymentFilters } from '@osi/shared';
import {
  paymentsPage,
  paymentTotals,
} from '../../apps/server/src/modules/accounts/accounts.service';
import { adminRequestStatements, type Statement } from './list-statements';
import { clientAddress } from './search-kinds';

export type PaymentEndpoint = 'list' | 'totals';

export interface PaymentKind {
  name: string;
  endpoint: PaymentEndpoint;
  /** One filter set per request the kind sends, walked in turn (one for a fixed filter). */
  filters: PaymentFilters[];
}

/** The Payments page's first page, as the web app asks for it (the default page size). */
const firstPage = { page: 1, pageSize: 20 };

/** The first and last day of each of the twelve months before `today`'s. */
const lastTwelveMonths = (today: string) =>
  Array.from({ length: 12 }, (_, index) => {
    const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() - 1 - index);
    const from = start.toISOString().slice(0, 10);
    start.setUTCMonth(start.getUTCMonth() + 1);
    return { from, to: addDays(start.toISOString().slice(0, 10), -1) };
  });

/** Membership numbers of live members who paid, in id (random uuid) order: a fixed sample. */
export const samplePayers = async (pool: pg.Pool, size: number) =>
  (
    await pool.query<{ membership_id: string }>(
      `select membership_id from members m
       where deleted_at is null and exists (select 1 from payments p where p.member_id = m.id)
       order by id limit $1`,
      [size],
    )
  ).rows.map((row) => row.membership_id);

/**
 * What an administrator asks the Payments page: the list unfiltered, by purpose, for a month,
 * for one member and by state, and the totals of all years and of this financial year.
 */
export const paymentKinds = (today: string, membershipNumbers: readonly string[]) => {
  const thisYear = { from: `${financialYear(today).slice(0, 4)}-04-01`, to: today };
  return [
    { name: 'no filter (newest first)', endpoint: 'list', filters: [{}] },
    { name: 'purpose: renewal', endpoint: 'list', filters: [{ purpose: 'renewal' }] },
    { name: 'one month', endpoint: 'list', filters: lastTwelveMonths(today) },
    {
      name: 'member: membership number',
      endpoint: 'list',
      filters: membershipNumbers.map((member) => ({ member })),
    },
    { name: 'state: refunded', endpoint: 'list', filters: [{ status: 'refunded' }] },
    { name: 'all years', endpoint: 'totals', filters: [{}] },
    {
      name: `this financial year (${financialYear(today)})`,
      endpoint: 'totals',
      filters: [thisYear],
    },
  ] satisfies PaymentKind[];
};

const pathOf = (endpoint: PaymentEndpoint, filters: PaymentFilters) => {
  const query = new URLSearchParams(filters as Record<string, string>).toString();
  const path = accountsEndpoints[endpoint === 'list' ? 'payments' : 'totals'].path;
  return query === '' ? path : `${path}?${query}`;
};

export const paymentRequests = (kind: PaymentKind, cookie: string, count = 1_000) =>
  Array.from({ length: count }, (_, index): Request => ({
    method: 'GET',
    path: pathOf(kind.endpoint, kind.filters[index % kind.filters.length] ?? {}),
    headers: { cookie, 'x-forwarded-for': clientAddress(index) },
  }));

/** What the kind's endpoint answers for one filter set: the list's `total`, the totals' count. */
export const matchesOf = async (
  baseUrl: string,
  kind: PaymentKind,
  filters: PaymentFilters,
  cookie: string,
) => {
  const path = pathOf(kind.endpoint, filters);
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { cookie, 'x-forwarded-for': clientAddress(0) },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as { total?: number; count?: number };
  return body.total ?? body.count ?? 0;
};

/** The statements one request sends: the session lookup, then the list's or the totals'. */
export const paymentStatements = (
  pool: pg.Pool,
  kind: PaymentKind,
  filters: PaymentFilters,
  cookie: string,
): Promise<Statement[]> =>
  adminRequestStatements(pool, cookie, (db) =>
    kind.endpoint === 'list'
      ? paymentsPage(db, { ...filters, ...firstPage })
      : paymentTotals(db, filters),
  );
