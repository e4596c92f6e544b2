import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../db/client';
import { memberDigitSearch, members } from '../../db/schema';
import { containing } from '../../lib/like-pattern';
import { insertMember } from '../../../test/support/fixtures';
import { createTestDatabase } from '../../../test/support/test-database';
import {
  digitTermMatch,
  exactMatchOf,
  exactTermOf,
  isDigitTerm,
  isRareTerm,
  termLookupOf,
} from './member-search';
import { listMembers } from './members.repository';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type ListOptions = Partial<Parameters<typeof listMembers>[1]>;
/** The first page of the live list, or of the list `options` ask for. */
const list = (options: ListOptions) =>
  listMembers(database.db, { page: 1, pageSize: 20, deleted: false, ...options });
/** The e-mails of the members `list` finds, in the list's order. */
const emails = async (options: ListOptions) => (await list(options)).rows.map((row) => row.email);
/** The same, in alphabetical order. */
const foundIn = async (options: ListOptions) => (await emails(options)).sort();

/** The plan of a lookup by `where`, with sequential scans ruled out so an index that fits shows. */
const planOf = (where: SQL, table: typeof members | typeof memberDigitSearch = members) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select 1 from ${table} where ${where}`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });

/** The condition the list looks a whole e-mail, mobile or number up by. */
const exactMatch = (term: string) => {
  const exact = exactTermOf(term);
  return exact && exactMatchOf[exact.kind](exact.value);
};

describe('the members search', () => {
  it.each([
    ['Ana.Exact@Clinic.example', 'members_email_unique'],
    ['9811122233', 'members_mobile_unique'],
    ['osi-2025-00042', 'members_membership_id_lower_idx'],
    ['OSI/LM/42', 'members_membership_id_lower_idx'],
  ])('looks a whole %s up by equality through %s', async (term, index) => {
    const exact = exactMatch(term);
    expect(exact).toBeDefined();
    expect(await planOf(exact!)).toContain(index);
  });

  it.each(['ana', 'ana.exact@clinic', '2233', '981112223', 'deepak993161', 'OSI', '2025-00042'])(
    'searches %s anywhere',
    (term) => {
      expect(exactMatch(term)).toBeUndefined();
    },
  );

  it('writes new entries straight into its trigram indexes, with no pending list', async () => {
    const rows = await selectRows<{ name: string; options: string[] | null }>(
      database.db,
      sql`select relname as name, reloptions as options from pg_class
          where relname in ('members_search_idx', 'member_digit_search_membership_id_idx',
            'member_digit_search_mobile_idx', 'member_digit_search_email_idx')`,
    );
    expect(rows).toHaveLength(4);
    for (const row of rows) expect(row.options).toEqual(['fastupdate=false']);
  });

  it('reads every match of a term with four digits in a row, and walks the list for others', () => {
    expect(['2233', 'deepak993161', 'OSI-2025-00042'].every(isRareTerm)).toBe(true);
    expect(['Patel', 'deep', '981', 'OSI-LM-42'].some(isRareTerm)).toBe(false);
  });
});

describe('a term with four digits in a row', () => {
  const found = (search: string) => foundIn({ search });
  const idsWhere = async (where: SQL | undefined) =>
    (await database.db.select({ id: members.id }).from(members).where(where))
      .map((row) => row.id)
      .sort();

  beforeAll(async () => {
    const member = (email: string, mobileNo: string, membershipId: string, lastName = 'Rao') =>
      insertMember(database.db, { email, mobileNo, membershipId, lastName });
    await member('by.mobile@digits.example', '9876547391', 'OSI-DG-1');
    await member('dr.7391@digits.example', '9876500001', 'OSI-DG-2');
    await member('by.number@digits.example', '9876500002', 'OSI-2025-07391');
    // Others: 739 and 391 in two columns, 7391 across two, 7390 and 7392.
    await member('dr.739@digits.example', '9876500391', 'OSI-DG-3');
    await member('across@digits.example', '9876500073', '91-OSI');
    await member('near.7390@digits.example', '9876547392', 'OSI-DG-4');
    await member('named@digits.example', '9876500004', 'OSI-DG-5', 'Rao8642');
  });

  it('finds members by the end of the mobile, digits in the e-mail and the membership number', async () => {
    expect(await found('7391')).toEqual([
      'by.mobile@digits.example',
      'by.number@digits.example',
      'dr.7391@digits.example',
    ]);
    expect(await found('47391')).toEqual(['by.mobile@digits.example']);
    expect(await found('r.7391@')).toEqual(['dr.7391@digits.example']);
    expect(await found('2025-0739')).toEqual(['by.number@digits.example']);
    expect(await found('6500391')).toEqual(['dr.739@digits.example']);
  });

  it('finds a name that holds digits, which no form lets in', async () => {
    expect(await found('8642')).toEqual(['named@digits.example']);
    expect(await found('rao8642')).toEqual(['named@digits.example']);
  });

  it.each(['7391', '0739', '5000', '0073', 'rao8642', '2025', 'r.7391@', '2025-0739'])(
    'reads exactly the members whose search text contains %s from the digit search table',
    async (term) => {
      const digitIds = await database.db
        .select({ id: memberDigitSearch.memberId })
        .from(memberDigitSearch)
        .where(digitTermMatch(termLookupOf(term)));
      expect(digitIds.map((row) => row.id).sort()).toEqual(
        await idsWhere(sql`${members.searchText} like ${containing(term.toLowerCase())}`),
      );
    },
  );

  it('leaves a term with a space, which can span two columns, to the search text', () => {
    expect(isDigitTerm(termLookupOf('7391 osi-dg'))).toBe(false);
    expect(isDigitTerm(termLookupOf('Patel'))).toBe(false);
    expect(isDigitTerm(termLookupOf('r.7391@'))).toBe(true);
  });

  it('looks it up in the columns that can hold digits, each through its own trigram index', async () => {
    const plan = await planOf(digitTermMatch(termLookupOf('3025'))!, memberDigitSearch);
    for (const index of [
      'member_digit_search_email_idx',
      'member_digit_search_mobile_idx',
      'member_digit_search_membership_id_idx',
      'member_digit_search_names_idx',
    ]) {
      expect(plan).toContain(index);
    }
  });

  it('follows a member whose mobile changes, who is deleted, or who is of another standing', async () => {
    const member = await insertMember(database.db, {
      email: 'moving@digits.example',
      mobileNo: '9876511111',
      memberSince: '2020-04-01',
      lifeMember: true,
    });
    const update = (values: Partial<typeof members.$inferInsert>) =>
      database.db
        .update(members)
        .set(values)
        .where(sql`${members.id} = ${member.id}`);
    expect(await found('1111')).toEqual(['moving@digits.example']);
    await update({ mobileNo: '9876522222' });
    expect(await found('1111')).toEqual([]);
    expect(await found('2222')).toEqual(['moving@digits.example']);
    expect(await foundIn({ search: '2222', standing: 'active' })).toEqual([
      'moving@digits.example',
    ]);
    expect(await foundIn({ search: '2222', standing: 'lapsed' })).toEqual([]);
    await update({ deletedAt: new Date() });
    expect(await found('2222')).toEqual([]);
    expect(await foundIn({ search: '2222', deleted: true })).toEqual(['moving@digits.example']);
  });
});

describe('a whole e-mail, mobile or membership number', () => {
  it('finds who has it exactly, in the list and standing asked for, a page at a time', async () => {
    const older = await insertMember(database.db, {
      email: 'whole.older@exact.example',
      mobileNo: '9700070001',
      membershipId: 'OSI/LM/7001',
      memberSince: '2020-04-01',
      lifeMember: true,
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    await insertMember(database.db, {
      email: 'whole.newer@exact.example',
      mobileNo: '9700070002',
      membershipId: 'osi/lm/7001',
      memberSince: '2020-04-01',
      lifeMember: true,
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    expect(await emails({ search: 'Whole.Older@Exact.example' })).toEqual([older.email]);
    expect(await emails({ search: '9700070002' })).toEqual(['whole.newer@exact.example']);
    const both = await list({ search: 'OSI/LM/7001', pageSize: 1 });
    expect(both.rows.map((row) => row.email)).toEqual(['whole.newer@exact.example']);
    expect(both).toMatchObject({ total: 2, totalIsCapped: false });
    expect(await emails({ search: 'OSI/LM/7001', pageSize: 1, page: 2 })).toEqual([older.email]);
    expect(await emails({ search: '9700070001', standing: 'active' })).toEqual([older.email]);

    // Another standing, or the other list, has no such member: the term is looked for anywhere.
    expect(await emails({ search: '9700070001', standing: 'lapsed' })).toEqual([]);
    expect(await emails({ search: '9700070001', deleted: true })).toEqual([]);
    await database.db
      .update(members)
      .set({ deletedAt: new Date() })
      .where(sql`${members.id} = ${older.id}`);
    expect(await emails({ search: '9700070001' })).toEqual([]);
    expect(await emails({ search: '9700070001', deleted: true })).toEqual([older.email]);
  });
});

describe('a statement built once for its shape', () => {
  it('answers each term and page with its own values', async () => {
    for (const [lastName, email] of [
      ['Shapeone', 'one@shape.example'],
      ['Shapetwo', 'two@shape.example'],
      ['Shapetwo', 'two.b@shape.example'],
    ]) {
      await insertMember(database.db, {
        lastName,
        email,
        memberSince: '2020-04-01',
        lifeMember: true,
      });
    }
    // One word, then two words with the longest looked up first, each shape twice.
    expect(await foundIn({ search: 'shapeone' })).toEqual(['one@shape.example']);
    expect(await foundIn({ search: 'shapetwo' })).toEqual([
      'two.b@shape.example',
      'two@shape.example',
    ]);
    expect(await foundIn({ search: 'one@shape' })).toEqual(['one@shape.example']);
    expect(await foundIn({ search: 'two.b@shape' })).toEqual(['two.b@shape.example']);
    expect(await list({ search: 'shapetwo', pageSize: 1 })).toMatchObject({ total: 2 });
    // Past the last page: no rows, and the count of the term's own matches.
    expect(await list({ search: 'shapetwo', page: 3, pageSize: 1 })).toMatchObject({
      rows: [],
      total: 2,
    });
    expect(await list({ search: 'shapeone', page: 3, pageSize: 1 })).toMatchObject({
      rows: [],
      total: 1,
    });
    expect(await foundIn({ search: 'shapeone', standing: 'active' })).toEqual([
      'one@shape.example',
    ]);
    expect(await foundIn({ search: 'shapeone', standing: 'lapsed' })).toEqual([]);
    expect(await foundIn({ search: 'shapeone', deleted: true })).toEqual([]);
  });
});
