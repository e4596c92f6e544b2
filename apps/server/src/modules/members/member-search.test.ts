import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows, type DatabaseHandle } from '../../db/client';
import { members } from '../../db/schema';
import { createTestDatabase } from '../../../test/support/test-database';
import { exactMatch, isRareTerm } from './member-search';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** The plan of a lookup by `where`, with sequential scans ruled out so an index that fits shows. */
const planOf = (where: SQL) =>
  database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const rows = await selectRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain select ${members.id} from ${members} where ${where}`,
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });

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

  it('reads every match of a term with four digits in a row, and walks the list for others', () => {
    expect(['2233', 'deepak993161', 'OSI-2025-00042'].every(isRareTerm)).toBe(true);
    expect(['Patel', 'deep', '981', 'OSI-LM-42'].some(isRareTerm)).toBe(false);
  });
});
