import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { membershipNumberMessages, researchGrantMessages, roadmapMessages } from '@osi/shared';
import { auditEvents, outboxMessages, researchGrants, roadmapParts } from '../../db/schema';
import { fellowshipMember, inject } from '../../../test/support/fellowship';
import { adminSessionCookie } from '../../../test/support/fixtures';
import { latestMailTo } from '../../../test/support/membership';
import {
  applyForGrant,
  grantApplicationOf,
  grantedApplicant,
  roadmapPartOf,
  submitPart,
} from '../../../test/support/research-grant';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minimalDocx } from '../../../test/support/zip';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const own = async (cookie: string) =>
  (await inject(app, 'GET', '/api/me/research-grant', cookie)).json();
const review = (grantId: string, body: object) =>
  inject(app, 'PATCH', `/api/admin/research-grants/${grantId}/roadmap`, adminCookie, body);

describe('applying', () => {
  it('an approved member applies once, with two co-investigators; the application is e-mailed and audited', async () => {
    const member = await fellowshipMember(app);
    expect(await own(member.cookie)).toEqual({ grant: null, roadmap: null });
    const body = await grantApplicationOf(app, member);
    const applied = await inject(app, 'POST', '/api/me/research-grant', member.cookie, body);
    expect(applied.statusCode).toBe(201);
    expect(applied.json().message).toBe(researchGrantMessages.received);

    const [row] = await app.db
      .select()
      .from(researchGrants)
      .where(eq(researchGrants.id, applied.json().id));
    expect(row).toMatchObject({
      emailId: member.email,
      phoneNumber: member.mobileNo,
      status: 'pending',
      isGranted: false,
      selectedGrant: 'young-research-grant',
    });
    expect(row!.coPrincipalInvestigators.map((person) => person.name)).toEqual([
      'Arjun Nair',
      'Kavya Menon',
    ]);
    expect(row!.documentation.detailedBudget.name).toBe('detailedBudget.pdf');
    expect((await latestMailTo(app.db, member.email))?.subject).toBe(
      'We have received your research grant application',
    );
    expect(await own(member.cookie)).toMatchObject({
      grant: { status: 'pending', isGranted: false },
      roadmap: { stage: 'closed', parts: [] },
    });

    const again = await inject(
      app,
      'POST',
      '/api/me/research-grant',
      member.cookie,
      await grantApplicationOf(app, member),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(researchGrantMessages.alreadyApplied);
    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, row!.id));
    expect(actions.map((entry) => entry.action)).toEqual(['research-grant.applied']);
  });

  it('refuses members not yet approved, and another member’s membership number', async () => {
    const pending = await fellowshipMember(app, 'pending');
    const refused = await inject(
      app,
      'POST',
      '/api/me/research-grant',
      pending.cookie,
      await grantApplicationOf(app, pending),
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(researchGrantMessages.notApproved);

    const member = await fellowshipMember(app);
    const other = await fellowshipMember(app);
    const wrongNumber = await inject(
      app,
      'POST',
      '/api/me/research-grant',
      member.cookie,
      await grantApplicationOf(app, member, { membershipId: other.membershipId }),
    );
    expect(wrongNumber.statusCode).toBe(400);
    expect(wrongNumber.json().error.fieldErrors).toEqual({
      membershipId: membershipNumberMessages.invalid,
    });
    expect(await own(member.cookie)).toEqual({ grant: null, roadmap: null });
  });

  it('enforces the form rules with the spec messages on the fields', async () => {
    const member = await fellowshipMember(app);
    const body = await grantApplicationOf(app, member, { selectedGrant: undefined });
    (body.principalInvestigator as Record<string, string>) = {
      ...body.principalInvestigator,
      phoneNumber: '12345',
      emailId: 'meera@',
      name: 'Meera 2',
    };
    const response = await inject(app, 'POST', '/api/me/research-grant', member.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toMatchObject({
      selectedGrant: researchGrantMessages.chooseGrant,
      'principalInvestigator.phoneNumber': researchGrantMessages.phone,
      'principalInvestigator.emailId': researchGrantMessages.email,
      'principalInvestigator.name': 'Name should not contain numbers.',
    });
  });

  it('takes only the member’s own uploads of the right kind as documents', async () => {
    const member = await fellowshipMember(app);
    const other = await fellowshipMember(app);
    const theirs = await grantApplicationOf(app, other);
    const body = await grantApplicationOf(app, member, {
      documentation: { ...theirs.documentation },
    });
    const response = await inject(app, 'POST', '/api/me/research-grant', member.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual([
      'documentation.letterOfMotivation',
    ]);
    expect(await own(member.cookie)).toEqual({ grant: null, roadmap: null });
  });
});

describe('the roadmap order', () => {
  it('refuses uploads until the grant is approved and granted', async () => {
    const { member, grantId } = await grantedApplicant(app, adminCookie, false);
    const refused = await submitPart(app, member, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(roadmapMessages.notGranted);

    await inject(app, 'PUT', `/api/admin/research-grants/${grantId}/access`, adminCookie, {
      isGranted: true,
    });
    await inject(app, 'PATCH', `/api/admin/research-grants/${grantId}/status`, adminCookie, {
      status: 'declined',
      comments: '',
    });
    expect((await submitPart(app, member, 1)).statusCode).toBe(403);

    const withoutApplication = await fellowshipMember(app);
    expect((await submitPart(app, withoutApplication, 1)).statusCode).toBe(404);
  });

  it('goes months 1-3, review, rejection with a reason, again, approval, 4-6, approval', async () => {
    const { member, grantId } = await grantedApplicant(app, adminCookie);
    expect((await own(member.cookie)).roadmap.stage).toBe('part-one-open');

    const early = await submitPart(app, member, 2);
    expect(early.statusCode).toBe(403);
    expect(early.json().error.message).toBe(roadmapMessages.partOneFirst);

    const first = await submitPart(app, member, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(roadmapMessages.uploaded);
    const mine = await own(member.cookie);
    expect(mine.roadmap.stage).toBe('part-one-review');
    expect(mine.roadmap.parts[0].months).toHaveLength(3);
    expect(mine.roadmap.parts[0].months[0].roadmapFile).toEqual({
      name: 'Roadmap month 1.pptx',
      url: expect.stringMatching(/^\/api\/me\/uploads\//),
    });
    expect((await submitPart(app, member, 1)).statusCode).toBe(409);
    expect((await submitPart(app, member, 2)).statusCode).toBe(403);

    const noReason = await review(grantId, { part: 1, status: 'rejected', reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fieldErrors.reason).toBe(roadmapMessages.reasonRequired);
    const rejected = await review(grantId, {
      part: 1,
      status: 'rejected',
      reason: 'The budget for month 2 is missing the consumables.',
    });
    expect(rejected.json().message).toBe('Roadmap updated to rejected state successfully');
    expect(await own(member.cookie)).toMatchObject({
      roadmap: {
        stage: 'part-one-rejected',
        parts: [
          { status: 'rejected', reason: 'The budget for month 2 is missing the consumables.' },
        ],
      },
    });
    expect((await latestMailTo(app.db, member.email))?.subject).toBe(
      'Your roadmap for months 1 to 3 has been rejected',
    );

    expect((await submitPart(app, member, 1)).statusCode).toBe(200);
    expect((await own(member.cookie)).roadmap).toMatchObject({
      stage: 'part-one-review',
      parts: [{ status: 'pending', reason: '' }],
    });
    expect(
      (await review(grantId, { part: 1, status: 'approved', reason: 'Good.' })).statusCode,
    ).toBe(200);
    expect((await own(member.cookie)).roadmap.stage).toBe('part-two-open');

    expect((await submitPart(app, member, 2)).statusCode).toBe(200);
    expect((await own(member.cookie)).roadmap.stage).toBe('part-two-review');
    const finalOne = await review(grantId, { part: 1, status: 'rejected', reason: 'Late.' });
    expect(finalOne.statusCode).toBe(409);
    expect(finalOne.json().error.message).toBe(roadmapMessages.partTwoStarted);
    expect(
      (await review(grantId, { part: 2, status: 'approved', reason: 'Fine.' })).statusCode,
    ).toBe(200);
    expect((await own(member.cookie)).roadmap.stage).toBe('all-approved');
    expect((await submitPart(app, member, 2)).statusCode).toBe(409);

    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityType, 'roadmap-part'));
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['roadmap.uploaded', 'roadmap.rejected', 'roadmap.uploaded-again']),
    );
  });

  it('refuses files that are not PowerPoint by their bytes, and keys of another member', async () => {
    const { member } = await grantedApplicant(app, adminCookie);
    await expect(roadmapPartOf(app, member, 1, minimalDocx)).rejects.toThrow(
      /Only \.pptx files are accepted\./,
    );
    const other = await fellowshipMember(app);
    const theirs = await roadmapPartOf(app, other, 1);
    const response = await inject(
      app,
      'POST',
      '/api/me/research-grant/roadmaps',
      member.cookie,
      theirs,
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors)).toEqual(['months.0.roadmapFile']);
    expect((await own(member.cookie)).roadmap.parts).toEqual([]);
  });

  it('asks for both files of each month with the spec messages', async () => {
    const { member } = await grantedApplicant(app, adminCookie);
    const body = await roadmapPartOf(app, member, 1);
    body.months[0]!.roadmapFile = '';
    body.months[2]!.budgetFile = '';
    const response = await inject(
      app,
      'POST',
      '/api/me/research-grant/roadmaps',
      member.cookie,
      body,
    );
    expect(response.json().error.fieldErrors).toEqual({
      'months.0.roadmapFile': roadmapMessages.roadmapRequired,
      'months.2.budgetFile': roadmapMessages.budgetRequired,
    });
  });

  it('gives a member only their own roadmap, and the files only to them and administrators', async () => {
    const { member, grantId } = await grantedApplicant(app, adminCookie);
    await submitPart(app, member, 1);
    const url: string = (await own(member.cookie)).roadmap.parts[0].months[0].roadmapFile.url;
    const stranger = await fellowshipMember(app);
    expect(await own(stranger.cookie)).toEqual({ grant: null, roadmap: null });
    expect((await inject(app, 'GET', url, stranger.cookie)).statusCode).toBe(404);
    expect((await inject(app, 'GET', url, member.cookie)).statusCode).toBe(200);
    const details = (
      await inject(app, 'GET', `/api/admin/research-grants/${grantId}`, adminCookie)
    ).json();
    const adminUrl: string = details.roadmap.parts[0].months[0].roadmapFile.url;
    expect(adminUrl).toMatch(/^\/api\/admin\/uploads\//);
    expect((await inject(app, 'GET', adminUrl, adminCookie)).statusCode).toBe(200);
    expect((await inject(app, 'GET', adminUrl, member.cookie)).statusCode).toBe(401);
  });
});

describe('departmental sign-off', () => {
  it('approves a part only once every reviewer of every department approved it', async () => {
    const created = await inject(app, 'POST', '/api/admin/roadmap-departments', adminCookie, {
      name: 'Ethics',
      reviewers: ['Dr. Sen', 'Dr. Pillai'],
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await inject(app, 'POST', '/api/admin/roadmap-departments', adminCookie, {
      name: 'ethics',
      reviewers: ['Dr. Rao'],
    });
    expect(duplicate.statusCode).toBe(409);
    const [ethics] = (
      await inject(app, 'GET', '/api/admin/roadmap-departments', adminCookie)
    ).json();

    const { member, grantId } = await grantedApplicant(app, adminCookie);
    await submitPart(app, member, 1);
    const blocked = await review(grantId, { part: 1, status: 'approved', reason: 'Good.' });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toBe(roadmapMessages.departmentsFirst);

    const approve = (reviewer: string, status = 'approved') =>
      inject(app, 'PUT', `/api/admin/research-grants/${grantId}/roadmap/approvals`, adminCookie, {
        part: 1,
        departmentId: ethics.id,
        reviewer,
        status,
      });
    expect((await approve('Dr. Nobody')).statusCode).toBe(404);
    const one = await approve('Dr. Sen');
    expect(one.json()).toMatchObject({ allApproved: false });
    const both = await approve('Dr. Pillai');
    expect(both.json().allApproved).toBe(true);
    expect(both.json().approvals).toEqual([
      {
        departmentId: ethics.id,
        departmentName: 'Ethics',
        reviewer: 'Dr. Sen',
        status: 'approved',
      },
      {
        departmentId: ethics.id,
        departmentName: 'Ethics',
        reviewer: 'Dr. Pillai',
        status: 'approved',
      },
    ]);
    expect(
      (await review(grantId, { part: 1, status: 'approved', reason: 'Good.' })).statusCode,
    ).toBe(200);
    expect((await approve('Dr. Sen', 'rejected')).statusCode).toBe(409);

    expect(
      (await inject(app, 'DELETE', `/api/admin/roadmap-departments/${ethics.id}`, adminCookie))
        .statusCode,
    ).toBe(200);
  });
});

describe('the administrators’ desk', () => {
  it('lists, shows, grants access, sets the status with an e-mail, deletes softly and exports', async () => {
    const member = await fellowshipMember(app);
    const grantId = await applyForGrant(app, member);
    const list = (await inject(app, 'GET', '/api/admin/research-grants', adminCookie)).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({ id: grantId, emailId: member.email, status: 'pending' }),
    );
    const details = (
      await inject(app, 'GET', `/api/admin/research-grants/${grantId}`, adminCookie)
    ).json();
    expect(details.grant).toMatchObject({
      selectedGrants: ['Young Research Grant'],
      yearType: expect.stringMatching(/^\d{4}–\d{2}$/),
      dateApproved: null,
      principalInvestigator: { name: 'Meera Iyer' },
    });
    expect(details.grant.coPrincipalInvestigators).toHaveLength(2);
    expect(details.roadmap).toEqual({ stage: 'closed', parts: [] });

    const access = await inject(
      app,
      'PUT',
      `/api/admin/research-grants/${grantId}/access`,
      adminCookie,
      { isGranted: true },
    );
    expect(access.json().message).toBe(researchGrantMessages.accessGranted);
    const status = await inject(
      app,
      'PATCH',
      `/api/admin/research-grants/${grantId}/status`,
      adminCookie,
      { status: 'approved', comments: 'Well designed.' },
    );
    expect(status.json().message).toBe('Status updated successfully!');
    expect((await latestMailTo(app.db, member.email))?.subject).toBe(
      'Your research grant application has been approved',
    );
    expect(
      (await inject(app, 'GET', `/api/admin/research-grants/${grantId}`, adminCookie)).json().grant
        .dateApproved,
    ).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const csv = await inject(app, 'GET', '/api/admin/research-grants/export.csv', adminCookie);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="research-grants.csv"');
    expect(csv.body).toContain(member.email);
    const json = await inject(app, 'GET', '/api/admin/research-grants/export.json', adminCookie);
    expect(json.json()).toContainEqual(expect.objectContaining({ id: grantId }));

    expect(
      (await inject(app, 'DELETE', `/api/admin/research-grants/${grantId}`, adminCookie))
        .statusCode,
    ).toBe(200);
    const after = (await inject(app, 'GET', '/api/admin/research-grants', adminCookie)).json();
    expect(after.items.map((item: { id: string }) => item.id)).not.toContain(grantId);
    const [kept] = await app.db.select().from(researchGrants).where(eq(researchGrants.id, grantId));
    expect(kept!.deletedAt).not.toBeNull();
    const missing = await inject(
      app,
      'GET',
      '/api/admin/research-grants/00000000-0000-4000-8000-000000000000',
      adminCookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(researchGrantMessages.adminNotFound);
  });

  it('e-mails the applicant when roadmap access is given or taken away, once per change', async () => {
    const { member, grantId } = await grantedApplicant(app, adminCookie, false);
    const setAccess = (isGranted: boolean) =>
      inject(app, 'PUT', `/api/admin/research-grants/${grantId}/access`, adminCookie, {
        isGranted,
      });
    const mailsTo = () =>
      app.db.select().from(outboxMessages).where(eq(outboxMessages.to, member.email));
    const before = (await mailsTo()).length;

    await setAccess(true);
    const granted = await latestMailTo(app.db, member.email);
    expect(granted?.subject).toBe('You can now upload your research roadmaps');
    expect(granted?.text).toContain('Upload those for months 1 to 3 on your dashboard');
    expect(granted?.text).toContain('/dashboard?tab=research-grant');

    await setAccess(true);
    expect(await mailsTo()).toHaveLength(before + 1);

    await setAccess(false);
    expect((await latestMailTo(app.db, member.email))?.subject).toBe(
      'Your access to upload research roadmaps has been withdrawn',
    );
    expect(await mailsTo()).toHaveLength(before + 2);
  });

  it('refuses members and visitors on every administrators’ endpoint', async () => {
    const member = await fellowshipMember(app);
    const grantId = await applyForGrant(app, member);
    const calls: ['GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST', string, object?][] = [
      ['GET', '/api/admin/research-grants'],
      ['GET', '/api/admin/research-grants/export.csv'],
      ['GET', `/api/admin/research-grants/${grantId}`],
      ['PATCH', `/api/admin/research-grants/${grantId}/status`, { status: 'approved' }],
      ['PUT', `/api/admin/research-grants/${grantId}/access`, { isGranted: true }],
      ['PATCH', `/api/admin/research-grants/${grantId}/roadmap`, { part: 1, status: 'pending' }],
      ['DELETE', `/api/admin/research-grants/${grantId}`],
      ['GET', '/api/admin/roadmap-departments'],
      ['POST', '/api/admin/roadmap-departments', { name: 'X', reviewers: ['Y'] }],
    ];
    for (const [method, url, body] of calls) {
      for (const cookie of [member.cookie, undefined]) {
        expect((await inject(app, method, url, cookie, body)).statusCode, `${method} ${url}`).toBe(
          401,
        );
      }
    }
    expect((await inject(app, 'GET', '/api/me/research-grant')).statusCode).toBe(401);
    const [row] = await app.db.select().from(researchGrants).where(eq(researchGrants.id, grantId));
    expect(row).toMatchObject({ status: 'pending', isGranted: false, deletedAt: null });
    expect(
      await app.db.select().from(roadmapParts).where(eq(roadmapParts.grantId, grantId)),
    ).toEqual([]);
  });
});
