import type { Request } from 'autocannon';
import type pg from 'pg';
import { emailDomains } from './people';

export interface SearchKind {
  name: string;
  /** The kinds the requirement names; the others are broad terms, reported for honesty. */
  required: boolean;
  /** An empty term means no search at all: the whole list, newest first. */
  terms: string[];
}

interface SampledMember {
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  membership_id: string;
}

/** Live members in id (that is, random uuid) order: a fixed random sample of the seeded data. */
export const sampleMembers = async (pool: pg.Pool, size: number) =>
  (
    await pool.query<SampledMember>(
      `select first_name, last_name, email, mobile_no, membership_id from members
       where deleted_at is null order by id limit $1`,
      [size],
    )
  ).rows;

export const searchKinds = (sample: readonly SampledMember[]): SearchKind[] => {
  const terms = (term: (member: SampledMember, index: number) => string) => sample.map(term);
  return [
    {
      name: 'first name, first 4 letters',
      required: true,
      terms: terms((m) => m.first_name.slice(0, 4)),
    },
    { name: 'last name', required: true, terms: terms((m) => m.last_name) },
    { name: 'e-mail, full', required: true, terms: terms((m) => m.email) },
    {
      name: 'e-mail, part before @',
      required: true,
      terms: terms((m) => m.email.split('@')[0] ?? ''),
    },
    { name: 'mobile, full', required: true, terms: terms((m) => m.mobile_no) },
    { name: 'mobile, last 4 digits', required: true, terms: terms((m) => m.mobile_no.slice(-4)) },
    { name: 'membership number', required: true, terms: terms((m) => m.membership_id) },
    { name: 'no match', required: true, terms: terms((_, index) => `qzx${index}`) },
    { name: 'two letters', required: false, terms: terms((m) => m.first_name.slice(0, 2)) },
    { name: 'e-mail domain', required: false, terms: [...new Set(emailDomains)] },
    { name: 'no search (everyone, newest first)', required: false, terms: [''] },
  ];
};

export const searchPath = (term: string) =>
  term === '' ? '/api/admin/members' : `/api/admin/members?search=${encodeURIComponent(term)}`;

/**
 * The app allows one address 600 API requests a minute. A load test from one address would
 * measure that limit, so each request names its own client, as the proxy in front of a
 * production server does (198.18.0.0/15 is the range set aside for benchmarks).
 */
export const clientAddress = (index: number) =>
  `198.18.${Math.floor(index / 250) % 256}.${(index % 250) + 1}`;

export const searchRequests = (terms: readonly string[], cookie: string, count = 1_000) =>
  Array.from({ length: count }, (_, index): Request => ({
    method: 'GET',
    path: searchPath(terms[index % terms.length] ?? ''),
    headers: { cookie, 'x-forwarded-for': clientAddress(index) },
  }));
