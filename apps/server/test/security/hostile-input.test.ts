import { sql } from 'drizzle-orm';
import { selectRows } from '../../src/db/client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertAdmin, insertMember, sessionCookie } from '../support/fixtures';
import { seedMembershipTypes } from '../support/membership';
import { openapiOperations, type Operation } from '../support/openapi-operations';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every write endpoint of the OpenAPI document, as anyone, gets bodies no person would send.
 * Each must be refused with a 4xx and leave every table as it was; endpoints added later are
 * covered without anyone listing them here.
 */
const app: TestApp = await createTestApp();
const writes = openapiOperations(app).filter((operation) => operation.method !== 'GET');
const callers: Record<string, string | undefined> = { anonymous: undefined };
let before: Record<string, number>;
beforeAll(async () => {
  await seedMembershipTypes(app.db);
  callers.member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
  callers.admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  before = await rowCounts();
});
afterAll(() => app.close());

const script = '<script>alert(1)</script>';
const sqlText = "' OR '1'='1'; DROP TABLE members; --";
const deeplyNested = (field: string, depth = 5_000) =>
  `{"${field}":${'{"value":'.repeat(depth)}"x"${'}'.repeat(depth + 1)}`;
const everyField = (fields: string[], value: unknown) =>
  Object.fromEntries(fields.map((field) => [field, value]));

interface Garbage {
  name: string;
  payload?: string;
  contentType?: string;
}
const json = (name: string, value: unknown): Garbage => ({ name, payload: JSON.stringify(value) });

const garbageBodies = (fields: string[]): Garbage[] => [
  { name: 'empty', payload: '' },
  { name: 'malformed JSON', payload: '{"email": ' },
  { name: 'prototype pollution', payload: '{"__proto__": {"isAdmin": true}}' },
  {
    name: 'form-encoded',
    payload: 'email=a%40b.org',
    contentType: 'application/x-www-form-urlencoded',
  },
  { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
  json('an array', []),
  json('a string', 'text'),
  json('a number', 42),
  json('null', null),
  json('wrong types', everyField(fields, { nested: [1, 2] })),
  json('numbers for text', everyField(fields, 12345)),
  json('script-laden', everyField(fields, script)),
  json('SQL-laden', everyField(fields, sqlText)),
  json('control characters', everyField(fields, 'Asha\u0000Rao\u0007')),
  json('oversized', everyField(fields.slice(0, 1), 'x'.repeat(1_100_000))),
  { name: 'deeply nested', payload: deeplyNested(fields[0] ?? 'email') },
];

const garbageParameters = [
  sqlText,
  script,
  '../../etc/passwd',
  'a\u0000b',
  '-1',
  'x'.repeat(5_000),
  '00000000-0000-0000-0000-000000000000',
];

const documentedFields = (operation: Operation) => {
  const document = app.swagger() as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }
      >
    >;
  };
  const content =
    document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content;
  return Object.keys(content?.['application/json']?.schema?.properties ?? { email: true });
};

const rowCounts = async () => {
  const tables = await selectRows<{ table_name: string }>(
    app.db,
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name: table } of tables) {
    const [row] = await selectRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from ${sql.identifier(table)}`,
    );
    counts[table] = Number(row!.count);
  }
  return counts;
};

let addressCounter = 0;
const nextAddress = () => {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const send = (operation: Operation, url: string, cookie: string | undefined, garbage?: Garbage) =>
  app.inject({
    method: operation.method as 'POST',
    url,
    remoteAddress: nextAddress(),
    headers: {
      ...(cookie ? { cookie } : {}),
      ...(garbage ? { 'content-type': garbage.contentType ?? 'application/json' } : {}),
    },
    ...(garbage?.payload !== undefined ? { payload: garbage.payload } : {}),
  });

it('reaches every write endpoint of the document', () => {
  expect(writes.length).toBeGreaterThan(15);
});

it.each(writes.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  '%s refuses garbage from anyone with a 4xx',
  async (_name, operation) => {
    const withParameters = operation.path.includes('{');
    const takesBody = !withParameters || operation.contentTypes.length > 0;
    const accepted: string[] = [];
    const attempt = async (label: string, url: string, cookie?: string, garbage?: Garbage) => {
      const { statusCode } = await send(operation, url, cookie, garbage);
      if (statusCode < 400 || statusCode >= 500) accepted.push(`${label}: ${statusCode}`);
    };
    await Promise.all(
      Object.entries(callers).flatMap(([who, cookie]) => [
        ...(withParameters ? garbageParameters : []).map((parameter) =>
          attempt(
            `as ${who} with parameter ${parameter.slice(0, 40)}`,
            operation.url(encodeURIComponent(parameter)),
            cookie,
          ),
        ),
        ...(takesBody ? garbageBodies(documentedFields(operation)) : []).map((garbage) =>
          attempt(
            `as ${who} with ${garbage.name}`,
            operation.url('00000000-0000-4000-8000-000000000000'),
            cookie,
            garbage,
          ),
        ),
      ]),
    );
    expect(accepted).toEqual([]);
  },
);

it('left every table as it was', async () => {
  expect(await rowCounts()).toEqual(before);
});
