import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  adminAddMemberMessages,
  csvRow,
  isoInIndia,
  societyDay,
  statusUpdatedMessage,
} from '@osi/shared';
import { auditEvents, members } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import {
  latestMailTo,
  seedMembershipTypes,
  postRegistration,
  verifiedPaidApplicant,
} from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { exportColumns } from './member-export';

let app: TestApp;
let admin: string;
let memberCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await sessionCookie(app.db, 'admin', (await insertAdmin(app.db)).id);
  memberCookie = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
});
afterAll(() => app.close());

const as = (cookie: string | undefined) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
  send: (method: 'POST' | 'PATCH' | 'DELETE' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} }),
});

const newMember = {
  title: 'Dr.',
  firstName: 'Ravi',
  lastName: 'Menon',
  membershipId: 'OSI-LM-0042',
  email: 'ravi.menon@clinic.example',
  password: 'Implant#2025',
  mobileNo: '9123456780',
};

describe('authorization of the membership desk', () => {
  it.each([
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/members/deleted'],
    ['GET', '/api/admin/members/export.csv'],
    ['GET', '/api/admin/members/export.json'],
    ['POST', '/api/admin/members'],
    ['GET', '/api/admin/members/00000000-0000-4000-8000-000000000000'],
    ['PATCH', '/api/admin/members/00000000-0000-4000-8000-000000000000/status'],
    ['DELETE', '/api/admin/members/00000000-0000-4000-8000-000000000000'],
    ['POST', '/api/admin/members/00000000-0000-4000-8000-000000000000/restore'],
    ['GET', '/api/admin/membership-types'],
    ['GET', '/api/admin/overview'],
    ['GET', '/api/admin/payments/unclaimed'],
    ['POST', '/api/admin/admins'],
  ] as const)('%s %s refuses visitors and members', async (method, url) => {
    for (const cookie of [undefined, memberCookie]) {
      const response = await app.inject({
        method,
        url,
        payload: {},
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('Add New Member', () => {
  it('creates a full member who can sign in at once, shown first in the list, audited, e-mailed', async () => {
    const response = await as(admin).send('POST', '/api/admin/members', newMember);
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Member added successfully.');
    expect(response.json().member).toMatchObject({
      firstName: 'Ravi',
      isManual: true,
      status: 'approved',
      membershipId: 'OSI-LM-0042',
    });
    expect(response.body).not.toContain('Implant#2025');

    const list = (await as(admin).get('/api/admin/members')).json();
    expect(list.items[0].email).toBe(newMember.email);

    const signIn = await app.inject({
      method: 'POST',
      url: '/api/auth/member/login',
      payload: { email: newMember.email, password: newMember.password },
    });
    expect(signIn.statusCode).toBe(200);
    expect((await latestMailTo(app.db, newMember.email))?.subject).toBe(
      'Your membership account is ready',
    );
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, response.json().member.id));
    expect(audit[0]).toMatchObject({ action: 'member.added-by-hand', actorType: 'admin' });
    expect(JSON.stringify(audit[0]!.after)).not.toMatch(/password/i);
  });

  it('checks the membership id on blur and refuses duplicates with the spec message', async () => {
    const exists = await as(admin).get(
      '/api/admin/members/membership-id-exists?membershipId=osi-lm-0042',
    );
    expect(exists.json()).toEqual({ exists: true });
    const duplicate = await as(admin).send('POST', '/api/admin/members', {
      ...newMember,
      email: 'other@clinic.example',
      mobileNo: '9000011111',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fieldErrors).toEqual({
      membershipId: adminAddMemberMessages.membershipIdTaken,
    });
  });

  it('answers each rule with the spec message and writes nothing', async () => {
    const before = (await app.db.select().from(members)).length;
    const response = await as(admin).send('POST', '/api/admin/members', {
      ...newMember,
      firstName: 'R4vi',
      mobileNo: '123',
      password: 'short',
      membershipId: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      firstName: 'First Name should not contain numbers.',
      mobileNo: 'Phone number must be 10 digits.',
      password: 'Password must be at least 8 characters long',
      membershipId: 'MembershipId is required',
    });
    expect((await app.db.select().from(members)).length).toBe(before);
  });
});

describe('the members list', () => {
  it('pages by 20 with totals and searches by name, e-mail, phone and number, trimmed', async () => {
    for (let i = 0; i < 23; i += 1) {
      await insertMember(app.db, {
        firstName: `Paging${i}`,
        email: `paging${i}@list.example`,
        mobileNo: `98000000${String(i).padStart(2, '0')}`,
      });
    }
    const first = (
      await as(admin).get('/api/admin/members?page=1&pageSize=20&search=paging')
    ).json();
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 23, totalPages: 2 });
    expect(first.items).toHaveLength(20);
    const second = (
      await as(admin).get('/api/admin/members?page=2&pageSize=20&search=%20%20paging')
    ).json();
    expect(second.items).toHaveLength(3);

    expect(
      (await as(admin).get('/api/admin/members?search=paging7%40list'))
        .json()
        .items.map((m: { email: string }) => m.email),
    ).toEqual(['paging7@list.example']);
    expect((await as(admin).get('/api/admin/members?search=9800000012')).json().total).toBe(1);
    expect((await as(admin).get('/api/admin/members?search=OSI-LM-0042')).json().total).toBe(1);
    expect(
      (
        await as(admin).get(`/api/admin/members?search=${encodeURIComponent("%' OR 1=1 --")}`)
      ).json().total,
    ).toBe(0);
  });

  it('finds the whole term, not only its longest word', async () => {
    const sought = await insertMember(app.db, {
      firstName: 'Words',
      email: 'dr.wordsearch@mail.example',
      membershipId: 'OSI-WS-73519',
    });
    await insertMember(app.db, {
      firstName: 'Words',
      email: 'dr.wordsearch@other.example',
      membershipId: 'OSI-XS-73519',
    });
    for (const term of ['Dr.WordSearch@mail.example', 'osi-ws-73519', 'wordsearch@mail']) {
      const found = (await as(admin).get(`/api/admin/members?search=${encodeURIComponent(term)}`))
        .json()
        .items.map((member: { id: string }) => member.id);
      expect(found, term).toEqual([sought.id]);
    }
    expect((await as(admin).get('/api/admin/members?search=wordsearch')).json().total).toBe(2);
  });

  it('finds the member who has a whole e-mail, mobile or number, not those it is part of', async () => {
    const ana = await insertMember(app.db, {
      email: 'ana.exact@clinic.example',
      mobileNo: '9811122233',
      membershipId: 'OSI-2030-1',
    });
    const diana = await insertMember(app.db, {
      email: 'dr.ana.exact@clinic.example',
      mobileNo: '9811122234',
      membershipId: 'OSI-2030-12',
    });
    const carer = await insertMember(app.db, {
      email: 'carer.9811122233@clinic.example',
      mobileNo: '9811122235',
      membershipId: 'OSI-2031-7',
    });
    const found = async (term: string) =>
      (await as(admin).get(`/api/admin/members?search=${encodeURIComponent(term)}`))
        .json()
        .items.map((member: { id: string }) => member.id);
    for (const term of ['Ana.Exact@clinic.example', '9811122233', 'osi-2030-1']) {
      expect(await found(term), term).toEqual([ana.id]);
    }
    // No member has these exactly: they are looked for anywhere, newest first.
    for (const [term, ids] of [
      ['na.exact@clinic.example', [diana.id, ana.id]],
      ['ana.exact@clinic', [diana.id, ana.id]],
      ['OSI-2030', [diana.id, ana.id]],
      ['811122233', [carer.id, ana.id]],
      ['112223', [carer.id, diana.id, ana.id]],
    ] as const) {
      expect(await found(term), term).toEqual(ids);
    }
  });

  it('refuses nonsense paging', async () => {
    expect((await as(admin).get('/api/admin/members?page=0')).statusCode).toBe(400);
    expect((await as(admin).get('/api/admin/members?pageSize=100000')).statusCode).toBe(400);
  });
});

describe('reviewing an application', () => {
  it('approves with a comment, e-mails the member, audits, and the member sees it', async () => {
    const types = await seedMembershipTypes(app.db);
    const { body } = await verifiedPaidApplicant(app, 'applicant@review.example', types.life.id);
    await postRegistration(app, body);
    const [member] = await app.db
      .select()
      .from(members)
      .where(eq(members.email, 'applicant@review.example'));

    const details = (await as(admin).get(`/api/admin/members/${member!.id}`)).json();
    expect(details).toMatchObject({
      status: 'pending',
      membershipType: 'Life Member',
      membershipPrice: 15000,
      isManual: false,
      paymentStatus: 'captured',
      paymentAmount: 15000,
      paymentTimestamp: expect.any(String),
      razorpayPaymentId: body.payment.razorpayPaymentId,
    });

    const update = await as(admin).send('PATCH', `/api/admin/members/${member!.id}/status`, {
      status: 'approved',
      comments: 'Welcome aboard.',
    });
    expect(update.json()).toEqual({ message: statusUpdatedMessage });
    const mail = await latestMailTo(app.db, 'applicant@review.example');
    expect(mail?.subject).toBe('Your membership has been approved');
    expect(mail?.text).toContain('Welcome aboard.');
    const audit = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, member!.id));
    expect(audit.map((event) => event.action)).toContain('member.status-approved');

    const declined = await as(admin).send('PATCH', `/api/admin/members/${member!.id}/status`, {
      status: 'declined',
      comments: 'Incomplete documents.',
    });
    expect(declined.statusCode).toBe(200);
    expect((await latestMailTo(app.db, 'applicant@review.example'))?.subject).toBe(
      'Your membership application',
    );
  });

  it('refuses a status for members added by hand, unknown statuses and unknown ids', async () => {
    const manual = await insertMember(app.db, { isManual: true, status: 'approved' });
    expect(
      (
        await as(admin).send('PATCH', `/api/admin/members/${manual.id}/status`, {
          status: 'declined',
        })
      ).statusCode,
    ).toBe(400);
    const pending = await insertMember(app.db);
    expect(
      (
        await as(admin).send('PATCH', `/api/admin/members/${pending.id}/status`, {
          status: 'archived',
        })
      ).statusCode,
    ).toBe(400);
    const missing = await as(admin).get('/api/admin/members/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Member not found. Please check the provided ID.');
    expect((await as(admin).get('/api/admin/members/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('deleting and restoring', () => {
  it('soft-deletes to the deleted list, signs the member out, and restores', async () => {
    const member = await insertMember(app.db, { firstName: 'Deletable' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    expect((await as(admin).send('DELETE', `/api/admin/members/${member.id}`)).statusCode).toBe(
      200,
    );
    expect((await as(cookie).get('/api/session')).json().member).toBeNull();
    expect((await as(admin).get('/api/admin/members?search=deletable')).json().total).toBe(0);
    const deleted = (await as(admin).get('/api/admin/members/deleted?search=deletable')).json();
    expect(deleted.items[0]).toMatchObject({ id: member.id, deletedAt: expect.any(String) });
    const [row] = await app.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toBeDefined();

    expect((await as(admin).send('DELETE', `/api/admin/members/${member.id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await as(admin).send('POST', `/api/admin/members/${member.id}/restore`)).statusCode,
    ).toBe(200);
    expect((await as(admin).get('/api/admin/members?search=deletable')).json().total).toBe(1);
  });
});

/** The lines of our CSV, each ending in LF, where every cell is quoted (and may hold a line break). */
const csvLines = (csv: string) =>
  [...csv.matchAll(/(?:"(?:[^"]|"")*",?)+\n/g)].map((match) => match[0]);
/** The cells of one line of our CSV. */
const csvCells = (line: string) =>
  [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replaceAll('""', '"'));

describe('exports', () => {
  it("carry each member's term: member since, valid until, life member and standing", async () => {
    const since = addDays(societyDay(), -400);
    const lapsed = await insertMember(app.db, {
      status: 'approved',
      memberSince: since,
      validUntil: addDays(societyDay(), -35),
    });
    const life = await insertMember(app.db, {
      isManual: true,
      memberSince: since,
      validUntil: null,
      lifeMember: true,
    });
    const applicant = await insertMember(app.db, { status: 'pending' });
    const [header, ...rows] = csvLines(
      (await as(admin).get('/api/admin/members/export.csv')).body,
    ).map(csvCells);
    const termOf = (id: string) => {
      const row = rows.find((cells) => cells[0] === id)!;
      const cells = Object.fromEntries(header!.map((column, index) => [column, row[index]]));
      return [cells.memberSince, cells.validUntil, cells.lifeMember, cells.standing];
    };
    expect(termOf(lapsed.id)).toEqual([since, addDays(societyDay(), -35), 'false', 'lapsed']);
    expect(termOf(life.id)).toEqual([since, '', 'true', 'active']);
    expect(termOf(applicant.id)).toEqual(['', '', 'false', '']);

    const json = JSON.parse((await as(admin).get('/api/admin/members/export.json')).body) as {
      id: string;
      term: object;
    }[];
    expect(json.find((exported) => exported.id === lapsed.id)!.term).toEqual({
      memberSince: since,
      validUntil: addDays(societyDay(), -35),
      lifeMember: false,
      standing: 'lapsed',
    });
  });

  it('carry what the details page shows, payment status, amount and payment id included', async () => {
    const types = await seedMembershipTypes(app.db);
    const email = 'paid-applicant@export.example';
    const { body } = await verifiedPaidApplicant(app, email, types.student.id);
    expect((await postRegistration(app, body)).statusCode).toBe(201);
    const [member] = await app.db.select().from(members).where(eq(members.email, email));
    const details = (await as(admin).get(`/api/admin/members/${member!.id}`)).json();
    expect(details).toMatchObject({
      paymentStatus: 'captured',
      paymentAmount: 2500,
      paymentTimestamp: expect.any(String),
      razorpayPaymentId: body.payment.razorpayPaymentId,
    });

    const json = JSON.parse((await as(admin).get('/api/admin/members/export.json')).body) as {
      id: string;
    }[];
    expect(json.find((exported) => exported.id === member!.id)).toEqual(details);

    const [header, ...rows] = csvLines(
      (await as(admin).get('/api/admin/members/export.csv')).body,
    ).map(csvCells);
    const row = rows.find((cells) => cells[0] === member!.id)!;
    const exported = Object.fromEntries(header!.map((column, index) => [column, row[index]]));
    expect(exported).toMatchObject({
      email,
      status: 'pending',
      paymentStatus: 'captured',
      paymentAmount: '2500',
      razorpayPaymentId: body.payment.razorpayPaymentId,
      paymentTimestamp: isoInIndia(details.paymentTimestamp),
      membershipType: 'Student Member',
      studentIdUrl: details.studentIdUrl ?? '',
    });
  });

  it('write each CSV cell as the shared csvRow does, however hostile the value', async () => {
    const hostile = await insertMember(app.db, {
      title: '@SUM(A1)',
      firstName: '=HYPERLINK("http://x")',
      middleName: '-2',
      lastName: '+1',
      address: 'Line one\nline two, "flat"',
      city: '\rCity',
      comments: '\tTabbed',
    });
    const json = JSON.parse((await as(admin).get('/api/admin/members/export.json')).body) as Record<
      string,
      unknown
    >[];
    const exported = json.find((member) => member.id === hostile.id)!;
    const csv = (await as(admin).get('/api/admin/members/export.csv')).body;
    const line = csvLines(csv).find((candidate) => candidate.startsWith(`"${hostile.id}"`));
    const withTerm = { ...exported, ...(exported.term as object) } as Record<string, unknown>;
    expect(line).toBe(csvRow(exportColumns.map((column) => withTerm[column])));
    expect(line).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('leave the payment empty for a member added by hand', async () => {
    const manual = await insertMember(app.db, { isManual: true, status: 'approved' });
    const json = JSON.parse((await as(admin).get('/api/admin/members/export.json')).body) as {
      id: string;
    }[];
    expect(json.find((exported) => exported.id === manual.id)).toMatchObject({
      paymentStatus: null,
      paymentAmount: null,
      paymentTimestamp: null,
      razorpayPaymentId: '',
    });
  });

  it('streams every live member as CSV with quotes doubled and the spec file name', async () => {
    await insertMember(app.db, {
      firstName: 'Quote',
      lastName: 'Test',
      address: 'Flat "A", 2nd Cross',
    });
    const response = await as(admin).get('/api/admin/members/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="members-all-\d{4}-\d\d-\d\dT[\d-]+\+05-30\.csv"$/,
    );
    const lines = csvLines(response.body);
    expect(lines.join('')).toBe(response.body);
    expect(lines[0]).toMatch(/^"id","membershipId","title","firstName"/);
    expect(response.body).toContain('"Flat ""A"", 2nd Cross"');
    expect(response.body).not.toMatch(/argon2|password/i);
    const live = (await as(admin).get('/api/admin/members?pageSize=1')).json().total;
    expect(lines).toHaveLength(live + 1);
  });

  it('streams JSON that parses to the same members', async () => {
    const response = await as(admin).get('/api/admin/members/export.json');
    expect(response.headers['content-disposition']).toMatch(/members-all-.*\.json"$/);
    const exported = JSON.parse(response.body) as { email: string }[];
    const live = (await as(admin).get('/api/admin/members?pageSize=1')).json().total;
    expect(exported).toHaveLength(live);
    expect(new Set(exported.map((member) => member.email)).size).toBe(live);
    expect(response.body).not.toMatch(/argon2|passwordHash/);
  });
});
