import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, eventMessages, societyDay, termEnd } from '@osi/shared';
import { auditEvents, certificates, members } from '../../db/schema';
import { societySettings } from '../../db/society-settings';
import { newCertificateCode } from '../../lib/codes';
import { insertEvent, insertRegistration } from '../../../test/support/events';
import {
  approvedFellow,
  fellowshipMember,
  seedFellowshipFee,
} from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { pdfText } from '../../../test/support/pdf-text';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

const m = eventMessages;

describe('certificates', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminSessionCookie(app.db);
    await seedFellowshipFee(app);
  });
  afterAll(() => app.close());

  const request = (cookie: string, kind: string) =>
    app.inject({
      method: 'POST',
      url: '/api/me/certificates',
      headers: { cookie },
      payload: { kind },
    });
  const verify = (code: string) => app.inject({ method: 'GET', url: `/api/verify/${code}` });
  const revoke = (code: string, reason: string) =>
    app.inject({
      method: 'POST',
      url: `/api/admin/certificates/${code}/revoke`,
      headers: { cookie: admin },
      payload: { reason },
    });

  const memberWithSession = async (values: Parameters<typeof insertMember>[1] = {}) => {
    const member = await insertMember(app.db, {
      status: 'approved',
      title: 'Dr.',
      membershipTypeName: 'Ordinary Member',
      ...values,
    });
    return { ...member, cookie: await sessionCookie(app.db, 'member', member.id) };
  };

  it('issues the membership certificate of the current term, once however often asked', async () => {
    const member = await memberWithSession();
    const answers = await Promise.all([
      request(member.cookie, 'membership'),
      request(member.cookie, 'membership'),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [first, second] = answers.map((answer) => answer.json());
    expect(first).toEqual({
      code: expect.stringMatching(/^[0-9A-Z]{16}$/),
      kind: 'membership',
      title: 'Ordinary Member',
      issuedOn: societyDay(),
      validFrom: member.memberSince,
      validUntil: member.validUntil,
      points: null,
      status: 'valid',
    });
    expect(second.code).toBe(first.code);
    expect((await request(member.cookie, 'membership')).json().code).toBe(first.code);
    const rows = await app.db
      .select()
      .from(certificates)
      .where(eq(certificates.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.holderName).toBe('Dr. Asha Rao');
  });

  it('issues a new certificate for a renewed term, from the day after the last one ended', async () => {
    const memberSince = addDays(societyDay(), -300);
    const firstEnd = termEnd(memberSince, 1);
    const member = await memberWithSession({ memberSince, validUntil: firstEnd });
    const first = (await request(member.cookie, 'membership')).json();
    expect(first).toMatchObject({ validFrom: memberSince, validUntil: firstEnd });

    const renewedEnd = termEnd(addDays(firstEnd, 1), 1);
    await app.db.update(members).set({ validUntil: renewedEnd }).where(eq(members.id, member.id));
    const renewed = (await request(member.cookie, 'membership')).json();
    expect(renewed).toMatchObject({ validFrom: addDays(firstEnd, 1), validUntil: renewedEnd });
    expect(renewed.code).not.toBe(first.code);
  });

  it('gives life members a certificate without an end', async () => {
    const member = await memberWithSession({ lifeMember: true, validUntil: null });
    expect((await request(member.cookie, 'membership')).json()).toMatchObject({
      validUntil: null,
      status: 'valid',
    });
  });

  it('issues the fellowship certificate from its approval, to fellows only', async () => {
    const { member } = await approvedFellow(app, new Date('2026-03-10T06:00:00Z'));
    const issued = await request(member.cookie, 'fellowship');
    expect(issued.statusCode).toBe(200);
    expect(issued.json()).toMatchObject({
      kind: 'fellowship',
      title: 'Fellowship fee',
      validFrom: '2026-03-10',
      validUntil: null,
    });

    const notFellow = await fellowshipMember(app);
    const refused = await request(notFellow.cookie, 'fellowship');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.certificateNotHeld);
  });

  it('refuses a membership certificate to a lapsed member or an applicant', async () => {
    const lapsed = await memberWithSession({
      memberSince: '2020-01-01',
      validUntil: '2021-12-31',
    });
    const applicant = await memberWithSession({ status: 'pending' });
    for (const member of [lapsed, applicant]) {
      const refused = await request(member.cookie, 'membership');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe(m.certificateNotHeld);
    }
    expect((await request(lapsed.cookie, 'honorary')).statusCode).toBe(400);
  });

  it('verifies valid, expired, revoked and unknown codes, telling nothing else of the holder', async () => {
    const member = await memberWithSession();
    const valid = (await request(member.cookie, 'membership')).json();
    const checked = await verify(valid.code);
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toEqual({
      code: valid.code,
      kind: 'membership',
      holder: 'Dr. Asha Rao',
      title: 'Ordinary Member',
      validFrom: member.memberSince,
      validUntil: member.validUntil,
      points: null,
      accreditationNumber: '',
      status: 'valid',
      revokedOn: null,
    });
    expect(checked.body).not.toContain(member.email);
    expect(checked.body).not.toContain(member.membershipId!);

    const [expired] = await app.db
      .insert(certificates)
      .values({
        code: newCertificateCode(),
        kind: 'membership',
        memberId: member.id,
        holderName: 'Dr. Asha Rao',
        title: 'Ordinary Member',
        issuedOn: '2024-01-01',
        validFrom: '2024-01-01',
        validUntil: addDays(societyDay(), -1),
      })
      .returning();
    expect((await verify(expired!.code)).json().status).toBe('expired');

    const revoked = await revoke(valid.code, 'Issued in error');
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({ status: 'revoked', revokedOn: societyDay() });
    expect((await verify(valid.code)).json()).toMatchObject({
      status: 'revoked',
      revokedOn: societyDay(),
    });
    const again = await revoke(valid.code, 'Twice');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.certificateRevoked);
    const audit = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'certificate'));
    expect(audit.map((row) => row.action)).toEqual(['certificate.revoked']);
    const [row] = await app.db.select().from(certificates).where(eq(certificates.code, valid.code));
    expect(row!.revokeReason).toBe('Issued in error');

    const unknown = await verify(newCertificateCode());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(m.certificateUnknown);
    expect((await verify('not-a-code')).statusCode).toBe(400);
    expect((await revoke(newCertificateCode(), 'No such')).statusCode).toBe(404);

    const renewed = await request(member.cookie, 'membership');
    expect(renewed.json().code).not.toBe(valid.code);
  });

  it('draws the member’s own certificate as PDF with its verification address', async () => {
    const member = await memberWithSession();
    const { code } = (await request(member.cookie, 'membership')).json();
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/me/certificates/${code}`,
      headers: { cookie: member.cookie },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    const { name } = await societySettings(app.db);
    for (const expected of [
      name,
      'Membership certificate',
      'Dr. Asha Rao',
      'Ordinary Member',
      `http://localhost:3000/verify/${code}`,
    ]) {
      expect(text).toContain(expected);
    }

    const other = await memberWithSession();
    const refused = await app.inject({
      method: 'GET',
      url: `/api/me/certificates/${code}`,
      headers: { cookie: other.cookie },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('gives a visitor the attendance certificate of their registration once checked in', async () => {
    const event = await insertEvent(app.db, { title: 'Sinus Lift Masterclass', cdePoints: 8 });
    const registration = await insertRegistration(app.db, event.id, { name: 'Dr. Rohan Shah' });
    const certificate = () =>
      app.inject({
        method: 'GET',
        url: `/api/event-registrations/${registration.token}/certificate`,
      });
    expect((await certificate()).statusCode).toBe(404);

    const checkIn = await app.inject({
      method: 'POST',
      url: `/api/admin/events/${event.id}/check-in`,
      headers: { cookie: admin },
      payload: { code: registration.ticketCode },
    });
    expect(checkIn.statusCode).toBe(200);
    const pdf = await certificate();
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Certificate of attendance',
      'Dr. Rohan Shah',
      'Sinus Lift Masterclass',
      '8 CDE points',
      'DCI/CDE/2026/001',
      'http://localhost:3000/verify/',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
