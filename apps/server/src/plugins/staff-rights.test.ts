import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  roleMay,
  rightsOfRole,
  staffRights,
  staffRoleLabels,
  staffRoles,
  type StaffRole,
} from '@osi/shared';
import { insertAdmin, sessionCookie } from '../../test/support/fixtures';
import { openapiOperations, type Operation } from '../../test/support/openapi-operations';
import { createTestApp, type TestApp } from '../../test/support/test-app';

/** The table of rights in the docs, for people; this test holds the code to it. */
const docs = readFileSync(new URL('../../../../docs/staff-roles.md', import.meta.url), 'utf8');
const tableRows = (pattern: RegExp) => [...docs.matchAll(pattern)];

const documentedRoles = () => {
  const header = docs.split('\n').find((line) => line.startsWith('| Right '))!;
  const roles = header.split('|').slice(3, -1);
  const labels = roles.map((label) => label.trim());
  return Object.fromEntries(
    tableRows(/^\| `([a-z:-]+)`\s*\|[^|]*\|(.*)\|$/gm).map(([, right, cells]) => [
      right,
      cells!.split('|').flatMap((cell, index) => (cell.trim() === 'yes' ? [labels[index]] : [])),
    ]),
  );
};

const documentedRoutes = () =>
  Object.fromEntries(
    tableRows(/^\| `(\w+ \/api\/admin\/\S+)`\s*\| `([a-z:-]+)`\s*\|$/gm).map(([, route, right]) => [
      route,
      right,
    ]),
  );

let app: TestApp;
const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  app = await createTestApp();
  for (const role of staffRoles) {
    cookies[role] = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db, { role })).id);
  }
});
afterAll(() => app.close());

const backOffice = () =>
  openapiOperations(app).filter((operation) => operation.path.startsWith('/api/admin/'));

const unknownId = '00000000-0000-4000-8000-000000000000';
const callAs = (role: StaffRole, operation: Operation) => {
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return app.inject({
    method: operation.method as 'GET',
    url: operation.url(unknownId),
    headers: {
      cookie: cookies[role],
      ...(withBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(withBody ? { payload: '{}' } : {}),
  });
};

describe('staff rights', () => {
  it('gives each role the rights the docs table gives it', () => {
    const expected = Object.fromEntries(
      staffRights.map((right) => [
        right,
        staffRoles.filter((role) => roleMay(role, right)).map((role) => staffRoleLabels[role]),
      ]),
    );
    expect(documentedRoles()).toEqual(expected);
    expect(rightsOfRole.owner).toEqual(staffRights);
  });

  it('lists every back-office route in the docs with the right the server asks for', () => {
    const served = Object.fromEntries(
      backOffice().map((operation) => [`${operation.method} ${operation.path}`, operation.right]),
    );
    expect(Object.keys(served).length).toBeGreaterThan(90);
    expect(served).toEqual(documentedRoutes());
  });

  it('lets through exactly the roles whose rights allow each route', async () => {
    const wrong: string[] = [];
    for (const operation of backOffice()) {
      for (const role of staffRoles) {
        const { statusCode } = await callAs(role, operation);
        const allowed = roleMay(role, operation.right!);
        if (allowed ? [401, 403].includes(statusCode) : statusCode !== 403) {
          wrong.push(`${operation.method} ${operation.path} as ${role}: ${statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a refused role in the error shape', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/members',
      headers: { cookie: cookies.content },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'forbidden', message: 'Your role does not allow this.' },
    });
  });
});
