import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casePanelClosesAt, fellowshipCsvColumns, fellowshipMessages } from '@osi/shared';
import { auditEvents, fellowships, members } from '../../db/schema';
import {
  apply,
  approvedFellow,
  fellowshipDetails,
  fellowshipMember,
  inject,
  paidFellowshipOrder,
  seedFellowshipFee,
} from '../../../test/support/fellowship';
import { adminSessionCookie } from '../../../test/support/fixtures';
import { latestMailTo, multipart } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minimalPptx } from '../../../test/support/zip';

const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedFellowshipFee(app, 6000);
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const asAdmin = (method: 'GET' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  inject(app, method, url, adminCookie, payload);

/** A member's paid, pending application; its id. */
const application = async (photo: string | null = null) => {
  const member = await fellowshipMember(app);
  if (photo) {
    await app.db.update(members).set({ profilePictureUrl: photo }).where(eq(members.id, member.id));
  }
  const { payment } = await paidFellowshipOrder(app, member);
  const response = await apply(app, member, { ...fellowshipDetails(member), payment });
  return { member, id: response.json().id as string, paymentId: payment.razorpayPaymentId };
};

describe('the fellowship list', () => {
  it('pages live applications newest first, with what the cards show', async () => {
    const older = await application();
    const newer = await application();
    const response = await asAdmin('GET', '/api/admin/fellowships?pageSize=100');
    expect(response.statusCode).toBe(200);
    const ids = response.json().items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(response.json().items[ids.indexOf(newer.id)]).toEqual({
      id: newer.id,
      name: 'Asha Rao',
      email: newer.member.email,
      telephone: newer.member.mobileNo,
      status: 'pending',
      createdAt: expect.any(String),
    });
  });

  it('leaves out deleted applications, which can be restored', async () => {
    const { id } = await application();
    const deleted = await asAdmin('DELETE', `/api/admin/fellowships/${id}`);
    expect(deleted.json()).toEqual({ message: 'Application deleted.' });
    const list = (await asAdmin('GET', '/api/admin/fellowships?pageSize=100')).json();
    expect(list.items.map((item: { id: string }) => item.id)).not.toContain(id);
    const [row] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      (await asAdmin('GET', `/api/admin/fellowships/${id}`)).json().fellowship.deletedAt,
    ).not.toBeNull();
    expect((await asAdmin('DELETE', `/api/admin/fellowships/${id}`)).statusCode).toBe(404);

    expect((await asAdmin('POST', `/api/admin/fellowships/${id}/restore`)).statusCode).toBe(200);
    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(auditEvents.seq);
    expect(actions.map((row) => row.action)).toEqual([
      'fellowship.applied',
      'fellowship.deleted',
      'fellowship.restored',
    ]);
  });

  it('exports every live application as JSON and as CSV named fellowships', async () => {
    const { id } = await application();
    const json = await asAdmin('GET', '/api/admin/fellowships/export.json');
    expect(json.headers['content-disposition']).toBe('attachment; filename="fellowships.json"');
    expect(json.headers['cache-control']).toBe('no-store');
    const exported = json.json() as { id: string; qualifications: object; paymentAmount: number }[];
    expect(exported.find((item) => item.id === id)).toMatchObject({
      qualifications: { bachelor: { degree: 'BDS' } },
      paymentAmount: 6000,
    });

    const csv = await asAdmin('GET', '/api/admin/fellowships/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csv.body.trimEnd().split('\n');
    expect(header).toBe(fellowshipCsvColumns.map((column) => `"${column}"`).join(','));
    expect(rows).toHaveLength(exported.length);
    expect(rows.find((row) => row.includes(id))).toContain(
      '"BDS","Rajiv Gandhi University of Health Sciences","2010-06-30"',
    );
  });
});

describe('the details page', () => {
  it('shows the application, its payment, the member’s photo, and its saved cases with admin links', async () => {
    const { member, fellowshipId } = await approvedFellow(app);
    await app.db
      .update(members)
      .set({ profilePictureUrl: '/uploads/profile-pictures/upl_photo0000' })
      .where(eq(members.id, member.id));
    const keys: string[] = [];
    for (const name of ['a.pptx', 'b.pptx', 'c.pptx']) {
      const upload = await app.inject({
        method: 'POST',
        url: '/api/me/uploads',
        headers: { cookie: member.cookie },
        payload: multipart(
          { purpose: 'case_file' },
          { bytes: minimalPptx(), name, type: pptxType },
        ),
      });
      keys.push(upload.json().key);
    }
    const saved = (
      await inject(app, 'POST', '/api/me/cases', member.cookie, { category: 'retrospective' })
    ).json().case;
    await inject(app, 'PUT', `/api/me/cases/${saved.id}`, member.cookie, {
      preOperativeKey: keys[0],
      intraOperativeKey: keys[1],
      postOperativeKey: keys[2],
    });
    await inject(app, 'POST', `/api/me/cases/${saved.id}/lock`, member.cookie);
    await inject(app, 'POST', '/api/me/cases', member.cookie, { category: 'prospective' });

    const response = await asAdmin('GET', `/api/admin/fellowships/${fellowshipId}`);
    expect(response.statusCode).toBe(200);
    const { fellowship, cases } = response.json();
    expect(fellowship).toMatchObject({
      id: fellowshipId,
      status: 'approved',
      photoUrl: '/uploads/profile-pictures/upl_photo0000',
      paymentStatus: 'captured',
      paymentAmount: 6000,
      paymentMethod: 'Card (sandbox)',
      razorpayPaymentId: expect.stringMatching(/^pay_/),
      qualifications: { master: { degree: 'MDS Prosthodontics' } },
    });
    expect(cases).toEqual([
      expect.objectContaining({
        id: saved.id,
        category: 'retrospective',
        isLocked: true,
        files: {
          preOperative: { name: 'a.pptx', url: `/api/admin/uploads/${keys[0]}` },
          intraOperative: { name: 'b.pptx', url: `/api/admin/uploads/${keys[1]}` },
          postOperative: { name: 'c.pptx', url: `/api/admin/uploads/${keys[2]}` },
        },
      }),
    ]);
    const download = await asAdmin('GET', cases[0].files.preOperative.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(minimalPptx());
  });

  it('says the spec’s not-found text', async () => {
    const response = await asAdmin(
      'GET',
      '/api/admin/fellowships/00000000-0000-4000-8000-000000000000',
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(fellowshipMessages.adminNotFound);
  });
});

describe('the Actions section', () => {
  it('approves with a comment: sets the approval date, e-mails the member, audits', async () => {
    const { member, id } = await application();
    const before = Date.now();
    const response = await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, {
      status: 'approved',
      comments: 'Welcome to the fellowship.',
    });
    expect(response.json()).toEqual({ message: 'Status updated successfully!' });
    const [row] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    expect(row).toMatchObject({ status: 'approved', comments: 'Welcome to the fellowship.' });
    expect(row!.approvedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await latestMailTo(app.db, member.email);
    expect(mail?.subject).toBe('Your fellowship application has been approved');
    expect(mail?.text).toContain('Comment from the committee:\nWelcome to the fellowship.');
    expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=fellowship');

    const own = (await inject(app, 'GET', '/api/me/fellowship', member.cookie)).json().fellowship;
    expect(own).toMatchObject({ status: 'approved', approvedAt: row!.approvedAt!.toISOString() });
    expect(own.panelClosesAt).toBe(casePanelClosesAt(row!.approvedAt!).toISOString());

    const [audit] = await app.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'fellowship.status-approved'), eq(auditEvents.entityId, id)),
      );
    expect(audit).toMatchObject({
      actorType: 'admin',
      before: { status: 'pending', comments: '' },
      after: { status: 'approved', comments: 'Welcome to the fellowship.' },
    });
  });

  it('keeps the approval date while approved, and clears it when the status goes back', async () => {
    const { id } = await application();
    await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, { status: 'approved' });
    const [first] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, {
      status: 'approved',
      comments: 'Noted.',
    });
    const [again] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    expect(again!.approvedAt).toEqual(first!.approvedAt);

    await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, {
      status: 'declined',
      comments: 'Incomplete.',
    });
    const [declined] = await app.db.select().from(fellowships).where(eq(fellowships.id, id));
    expect(declined).toMatchObject({ status: 'declined', approvedAt: null });
  });

  it('will not reopen an application when the member has applied again since', async () => {
    const { member, id } = await application();
    await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, { status: 'declined' });
    const { payment } = await paidFellowshipOrder(app, member);
    expect((await apply(app, member, { ...fellowshipDetails(member), payment })).statusCode).toBe(
      201,
    );
    const reopened = await asAdmin('PATCH', `/api/admin/fellowships/${id}/status`, {
      status: 'pending',
    });
    expect(reopened.statusCode).toBe(409);
  });
});

describe('authorization', () => {
  it('refuses visitors and members on every administrator endpoint', async () => {
    const { member, id } = await application();
    for (const [method, url] of [
      ['GET', '/api/admin/fellowships'],
      ['GET', '/api/admin/fellowships/export.csv'],
      ['GET', `/api/admin/fellowships/${id}`],
      ['PATCH', `/api/admin/fellowships/${id}/status`],
      ['DELETE', `/api/admin/fellowships/${id}`],
    ] as const) {
      expect((await inject(app, method, url)).statusCode).toBe(401);
      expect((await inject(app, method, url, member.cookie)).statusCode).toBe(401);
    }
  });
});
