import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { insertAdmin, sessionCookie } from '../../../test/support/fixtures';
import { membersListOf } from '../../../test/support/members-list';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let cookie: string;
const many = 1_030;
const newestFirst: string[] = [];

beforeAll(async () => {
  app = await createTestApp();
  cookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  const passwordHash = await hashPassword('Member#2025');
  const start = Date.parse('2025-01-01T00:00:00Z');
  const rows = await app.db
    .insert(members)
    .values(
      Array.from({ length: many }, (_, index) => ({
        email: `crowd${index}@cap.example`,
        passwordHash,
        firstName: 'Crowd',
        lastName: `Member${index}`,
        mobileNo: `97${String(index).padStart(8, '0')}`,
        membershipId: `OSI-CAP-${index}`,
        createdAt: new Date(start + index * 60_000),
      })),
    )
    .returning({ id: members.id });
  newestFirst.push(...rows.map((row) => row.id).reverse());
});
afterAll(() => app.close());

const list = (query: string) => membersListOf(app, cookie)(query);

describe('the members list counts up to 1,000 past the page, a search up to 100', () => {
  it('says "at least 1,000" or "at least 100" on the first page of a long list, with the newest 20', async () => {
    for (const [query, total] of [
      ['page=1', 1_000],
      ['search=crowd', 100],
    ] as const) {
      const first = await list(query);
      expect(first).toMatchObject({ total, totalPages: total / 20, totalIsCapped: true });
      expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    }
  });

  it('counts on to the next step once the page nears the cap, and exactly at the end', async () => {
    expect(await list('page=49')).toMatchObject({
      total: 1_000,
      totalPages: 50,
      totalIsCapped: true,
    });
    expect(await list('page=50')).toMatchObject({
      total: many,
      totalPages: 52,
      totalIsCapped: false,
    });
    expect(await list('search=crowd&page=4')).toMatchObject({
      total: 100,
      totalPages: 5,
      totalIsCapped: true,
    });
    expect(await list('search=crowd&page=5')).toMatchObject({
      total: 200,
      totalPages: 10,
      totalIsCapped: true,
    });
    expect(await list('search=crowd&page=51')).toMatchObject({
      total: many,
      totalPages: 52,
      totalIsCapped: false,
    });
    const past = await list('search=crowd&page=60');
    expect(past).toMatchObject({ items: [], total: many, totalIsCapped: false });
  });

  it('pages through every match once, newest first, across the cap', async () => {
    const seen: string[] = [];
    for (let page = 1; ; page += 1) {
      const current = await list(`search=crowd&page=${page}&pageSize=100`);
      seen.push(...current.items.map((item) => item.id));
      if (!current.totalIsCapped && page >= current.totalPages) break;
      expect(current.totalPages).toBeGreaterThan(page);
    }
    expect(seen).toEqual(newestFirst);
  });

  it('pages and caps a term with four digits in a row the same way, from all its matches', async () => {
    // Every mobile here starts 970000: the term reads all 1,030 matches and sorts them.
    const first = await list('search=970000');
    expect(first).toMatchObject({ total: 100, totalPages: 5, totalIsCapped: true });
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    const fifth = await list('search=970000&page=5');
    expect(fifth).toMatchObject({ total: 200, totalPages: 10, totalIsCapped: true });
    expect(fifth.items.map((item) => item.id)).toEqual(newestFirst.slice(80, 100));
    expect(await list('search=97000010')).toMatchObject({ total: 30, totalIsCapped: false });
  });

  it('counts a short search exactly', async () => {
    expect(await list('search=member102')).toMatchObject({
      total: 11,
      totalPages: 1,
      totalIsCapped: false,
    });
    expect(await list('search=nobody-matches-this')).toMatchObject({
      items: [],
      total: 0,
      totalIsCapped: false,
    });
  });
});
