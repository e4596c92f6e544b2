import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataArchivePath, privacyMessages } from '@osi/shared';
import { selectRows } from '../../db/client';
import { pdfText } from '../../../test/support/pdf-text';
import { seedErasedMember, seedMemberData } from '../../../test/support/member-data';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { derivedTables, memberTables, staffTables } from './member-tables';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** Tables the database itself says refer to members: a foreign key to members.id, or an e-mail. */
const tablesReferringToMembers = async () => {
  const rows = await selectRows<{ table_name: string }>(
    app.db,
    sql`select distinct source.table_name from information_schema.referential_constraints ref
        join information_schema.key_column_usage source on source.constraint_name = ref.constraint_name
        join information_schema.key_column_usage target
          on target.constraint_name = ref.unique_constraint_name
        where target.table_name = 'members' and target.column_name = 'id'
      union
      select table_name from information_schema.columns
        where table_schema = 'public' and column_name = 'email'`,
  );
  return rows.map((row) => row.table_name);
};

const archiveOf = async (cookie: string) => {
  const response = await app.inject({ method: 'GET', url: dataArchivePath, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  return unzipSync(new Uint8Array(response.rawPayload));
};

describe('GET /api/me/data-archive', () => {
  it('knows how to find a member in every table that refers to members', async () => {
    const known = new Set([...Object.keys(memberTables), ...staffTables, ...derivedTables]);
    expect((await tablesReferringToMembers()).filter((table) => !known.has(table))).toEqual([]);
  });

  it('holds every row that refers to the member and every file of theirs, without secrets', async () => {
    const { cookie, seeded, files } = await seedMemberData(app.db, app.storage);
    expect(Object.keys(seeded).sort()).toEqual(Object.keys(memberTables).sort());

    const archive = await archiveOf(cookie);
    const text = new TextDecoder();
    for (const [table, { column, value }] of Object.entries(seeded)) {
      const rows = JSON.parse(text.decode(archive[`records/${table}.json`])) as Record<
        string,
        unknown
      >[];
      expect(
        rows.some((row) => row[column] === value),
        `${table} holds the seeded row`,
      ).toBe(true);
      for (const row of rows) {
        expect(Object.keys(row).filter((name) => /hash|^token$/.test(name))).toEqual([]);
      }
    }
    const archivedFiles = Object.keys(archive).filter((name) => name.startsWith('files/'));
    expect(archivedFiles).toHaveLength(files.length);
    for (const name of archivedFiles) {
      expect(text.decode(archive[name]).startsWith('%PDF-')).toBe(true);
    }
    const requests = JSON.parse(text.decode(archive['records/privacy_requests.json'])) as {
      kind: string;
      status: string;
    }[];
    expect(requests).toContainEqual(
      expect.objectContaining({ kind: 'access', status: 'completed' }),
    );
  });

  it('is for signed-in members only', async () => {
    expect((await app.inject({ method: 'GET', url: dataArchivePath })).statusCode).toBe(401);
  });
});

/** Every text, varchar and jsonb column of every table holding any of `needles`, as table.column. */
const columnsHolding = async (needles: string[]) => {
  const columns = await selectRows<{ table_name: string; column_name: string }>(
    app.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const matches = sql.join(
      needles.map((needle) => sql`${sql.identifier(column)}::text ilike ${`%${needle}%`}`),
      sql` or `,
    );
    const [row] = await selectRows<{ found: boolean }>(
      app.db,
      sql`select exists (select 1 from ${sql.identifier(table)} where ${matches}) as found`,
    );
    if (row?.found) found.push(`${table}.${column}`);
  }
  return found;
};

describe('POST /api/admin/privacy-requests/:id/approve', () => {
  it('leaves the name only in the kept payment record, and no e-mail, mobile or file', async () => {
    const { person, seeded, files, member, admin } = await seedErasedMember(app);

    expect(await columnsHolding([person.email, person.mobileNo])).toEqual([]);
    expect(await columnsHolding([person.firstName, person.lastName])).toEqual([
      'payments.kept_payer',
    ]);
    for (const key of files) expect(await app.storage.stream(key)).toBeNull();

    const [payment] = await selectRows<{ kept_payer: unknown; email: string }>(
      app.db,
      sql`select kept_payer, email from payments where member_id = ${member.id}`,
    );
    expect(payment!.kept_payer).toEqual({
      name: `${person.firstName} ${person.lastName}`,
      membershipId: member.membershipId,
      state: 'Kerala',
      country: 'India',
    });
    const receipt = await app.inject({
      method: 'GET',
      url: `/api/admin/payments/${String(seeded.payments!.value)}/receipt`,
      headers: { cookie: admin },
    });
    const printed = await pdfText(receipt.rawPayload);
    expect(printed).toContain(`${person.firstName} ${person.lastName}`);
    expect(printed).toContain('Kerala, India');
    expect(printed).not.toContain('12 Quill Lane');

    const [erased] = await selectRows<{
      first_name: string;
      erased_at: unknown;
      deleted_at: unknown;
    }>(
      app.db,
      sql`select first_name, last_name, erased_at, deleted_at from members where id = ${member.id}`,
    );
    expect(erased).toMatchObject({ first_name: 'Erased', last_name: 'member' });
    expect(erased!.erased_at).not.toBeNull();
    expect(erased!.deleted_at).not.toBeNull();
    const restore = await app.inject({
      method: 'POST',
      url: `/api/admin/members/${member.id}/restore`,
      headers: { cookie: admin },
    });
    expect(restore.statusCode).toBe(409);
    expect(restore.json().error.message).toBe(privacyMessages.erasedNotRestorable);
  });
});
