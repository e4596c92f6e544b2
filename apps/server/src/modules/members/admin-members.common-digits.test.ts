import { desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { members } from '../../db/schema';
import { insertAdmin, sessionCookie } from '../../../test/support/fixtures';
import { membersListOf } from '../../../test/support/members-list';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let cookie: string;
/** More members than a four-digit term's search reads before walking the list instead. */
const many = 10_050;
let newestFirst: string[];

beforeAll(async () => {
  app = await createTestApp();
  cookie = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  // Every mobile starts 9600: a term of four digits in a row that every member has.
  await app.db.execute(sql`
    insert into members (email, password_hash, first_name, last_name, mobile_no, created_at)
    select 'many' || n || '@digits.example', 'not-a-password-hash', 'Many', 'Member' || n,
      '96' || lpad(n::text, 8, '0'), timestamptz '2025-01-01' + n * interval '1 minute'
    from generate_series(1, ${many}) as n`);
  const rows = await app.db
    .select({ id: members.id })
    .from(members)
    .orderBy(desc(members.createdAt), desc(members.id));
  newestFirst = rows.map((row) => row.id);
});
afterAll(() => app.close());

const list = (query: string) => membersListOf(app, cookie)(query);

it('pages a four-digit term every member has newest first, as it pages a name', async () => {
  const first = await list('search=9600');
  expect(first).toMatchObject({ total: 100, totalIsCapped: true });
  expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
  const fifth = await list('search=9600&page=5');
  expect(fifth).toMatchObject({ total: 200, totalIsCapped: true });
  expect(fifth.items.map((item) => item.id)).toEqual(newestFirst.slice(80, 100));
});
