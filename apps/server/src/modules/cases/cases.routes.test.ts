import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseMessages, fellowshipMessages } from '@osi/shared';
import { auditEvents, fellowships } from '../../db/schema';
import {
  approvedFellow,
  fellowshipMember,
  inject,
  seedFellowshipFee,
  type FellowshipMember,
} from '../../../test/support/fellowship';
import { adminSessionCookie } from '../../../test/support/fixtures';
import { multipart, pngBytes } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { minimalDocx, minimalPptx } from '../../../test/support/zip';

const pptxType = 'application/vnd.openxmlformats-officedocument.presentationml.presentation';

let app: TestApp;
let adminCookie: string;
beforeAll(async () => {
  app = await createTestApp();
  await seedFellowshipFee(app);
  adminCookie = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const upload = async (member: FellowshipMember, name: string, bytes = minimalPptx()) =>
  app.inject({
    method: 'POST',
    url: '/api/me/uploads',
    headers: { cookie: member.cookie },
    payload: multipart({ purpose: 'case_file' }, { bytes, name, type: pptxType }),
  });

const threeFiles = async (member: FellowshipMember) => ({
  preOperativeKey: (await upload(member, 'Pre-op.pptx')).json().key as string,
  intraOperativeKey: (await upload(member, 'Intra-op.pptx')).json().key as string,
  postOperativeKey: (await upload(member, 'Post-op.pptx')).json().key as string,
});

const addCase = (member: FellowshipMember, category = 'retrospective') =>
  inject(app, 'POST', '/api/me/cases', member.cookie, { category });

const ownCases = async (member: FellowshipMember) =>
  (await inject(app, 'GET', '/api/me/cases', member.cookie)).json();

const savedCase = async (member: FellowshipMember, category = 'retrospective') => {
  const { id } = (await addCase(member, category)).json().case;
  const saved = await inject(
    app,
    'PUT',
    `/api/me/cases/${id}`,
    member.cookie,
    await threeFiles(member),
  );
  expect(saved.statusCode).toBe(200);
  return id as string;
};

describe('the case state machine: new, saved, locked', () => {
  it('adds a new case, saves it with three presentations, locks it; each step says so', async () => {
    const { member } = await approvedFellow(app);
    expect(await ownCases(member)).toEqual({ cases: [], panelOpen: true });

    const added = await addCase(member, 'prospective');
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      message: caseMessages.added,
      case: {
        id: expect.any(String),
        category: 'prospective',
        isSaved: false,
        isLocked: false,
        createdAt: expect.any(String),
        files: { preOperative: null, intraOperative: null, postOperative: null },
      },
    });
    const { id } = added.json().case;
    expect(
      (await inject(app, 'POST', `/api/me/cases/${id}/lock`, member.cookie)).json().error.message,
    ).toBe(caseMessages.notSaved);

    const files = await threeFiles(member);
    const saved = await inject(app, 'PUT', `/api/me/cases/${id}`, member.cookie, files);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe(caseMessages.saved);
    expect(saved.json().case).toMatchObject({
      isSaved: true,
      isLocked: false,
      files: {
        preOperative: { name: 'Pre-op.pptx', url: `/api/me/uploads/${files.preOperativeKey}` },
        intraOperative: {
          name: 'Intra-op.pptx',
          url: `/api/me/uploads/${files.intraOperativeKey}`,
        },
        postOperative: { name: 'Post-op.pptx', url: `/api/me/uploads/${files.postOperativeKey}` },
      },
    });
    const savedAgain = await inject(app, 'PUT', `/api/me/cases/${id}`, member.cookie, files);
    expect(savedAgain.statusCode).toBe(409);

    const locked = await inject(app, 'POST', `/api/me/cases/${id}/lock`, member.cookie);
    expect(locked.statusCode).toBe(200);
    expect(locked.json()).toMatchObject({ message: caseMessages.locked, case: { isLocked: true } });
    expect((await ownCases(member)).cases).toEqual([locked.json().case]);

    const actions = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id))
      .orderBy(auditEvents.seq);
    expect(actions.map((row) => row.action)).toEqual(['case.added', 'case.saved', 'case.locked']);
  });

  it('never changes a locked case: no delete, no save, no second lock', async () => {
    const { member } = await approvedFellow(app);
    const id = await savedCase(member);
    await inject(app, 'POST', `/api/me/cases/${id}/lock`, member.cookie);
    for (const [method, url, body] of [
      ['DELETE', `/api/me/cases/${id}`, undefined],
      ['POST', `/api/me/cases/${id}/lock`, undefined],
      ['PUT', `/api/me/cases/${id}`, await threeFiles(member)],
    ] as const) {
      const response = await inject(app, method, url, member.cookie, body);
      expect(response.statusCode).toBe(409);
      expect(response.json().error.message).toBe(caseMessages.isLocked);
    }
    expect((await ownCases(member)).cases).toHaveLength(1);
  });

  it('removes a saved case that is not locked', async () => {
    const { member } = await approvedFellow(app);
    const id = await savedCase(member);
    const removed = await inject(app, 'DELETE', `/api/me/cases/${id}`, member.cookie);
    expect(removed.json()).toEqual({ message: caseMessages.removed });
    expect((await ownCases(member)).cases).toEqual([]);
  });

  it('asks for a category and for all three files, with the spec messages', async () => {
    const { member } = await approvedFellow(app);
    const noCategory = await inject(app, 'POST', '/api/me/cases', member.cookie, {});
    expect(noCategory.json().error.fieldErrors).toEqual({
      category: caseMessages.categoryRequired,
    });
    const { id } = (await addCase(member)).json().case;
    const { preOperativeKey } = await threeFiles(member);
    const missing = await inject(app, 'PUT', `/api/me/cases/${id}`, member.cookie, {
      preOperativeKey,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fieldErrors).toEqual({
      intraOperativeKey: caseMessages.filesRequired,
    });
  });

  it('takes only the member’s own .pptx uploads for cases, judged by their bytes', async () => {
    const { member } = await approvedFellow(app);
    const notPptx = await upload(member, 'case.pptx', minimalDocx());
    expect(notPptx.statusCode).toBe(400);
    expect(notPptx.json().error.fieldErrors).toEqual({ file: 'Only .pptx files are accepted.' });
    const image = await upload(member, 'case.pptx', await pngBytes());
    expect(image.statusCode).toBe(400);

    const { member: other } = await approvedFellow(app);
    const othersFiles = await threeFiles(other);
    const { id } = (await addCase(member)).json().case;
    const response = await inject(app, 'PUT', `/api/me/cases/${id}`, member.cookie, othersFiles);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      preOperativeKey: 'Please upload the file again.',
    });
  });
});

describe('who may change cases, and when', () => {
  it('is nobody else: another member’s case is not found, a visitor is refused', async () => {
    const { member } = await approvedFellow(app);
    const { member: other } = await approvedFellow(app);
    const id = await savedCase(member);
    for (const [method, url] of [
      ['DELETE', `/api/me/cases/${id}`],
      ['POST', `/api/me/cases/${id}/lock`],
    ] as const) {
      const response = await inject(app, method, url, other.cookie);
      expect(response.statusCode).toBe(404);
      expect((await inject(app, method, url)).statusCode).toBe(401);
      expect((await inject(app, method, url, adminCookie)).statusCode).toBe(401);
    }
    expect((await ownCases(other)).cases).toEqual([]);
    expect((await ownCases(member)).cases[0]).toMatchObject({ id, isLocked: false });
  });

  it('is not a member whose fellowship is not approved, or who has none', async () => {
    const pending = await fellowshipMember(app);
    const none = await addCase(pending);
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe(fellowshipMessages.notFound);

    const { member, fellowshipId } = await approvedFellow(app);
    await app.db
      .update(fellowships)
      .set({ status: 'pending', approvedAt: null })
      .where(eq(fellowships.id, fellowshipId));
    const notApproved = await addCase(member);
    expect(notApproved.statusCode).toBe(403);
    expect(notApproved.json().error.message).toBe(caseMessages.notApproved);
    expect(await ownCases(member)).toEqual({ cases: [], panelOpen: false });
  });

  it('is nobody once six months have passed since approval: the panel is closed', async () => {
    const sixMonthsAndAMinuteAgo = new Date(Date.now() - 60_000);
    sixMonthsAndAMinuteAgo.setUTCMonth(sixMonthsAndAMinuteAgo.getUTCMonth() - 6);
    const { member, fellowshipId } = await approvedFellow(app);
    const id = await savedCase(member);
    await app.db
      .update(fellowships)
      .set({ approvedAt: sixMonthsAndAMinuteAgo })
      .where(eq(fellowships.id, fellowshipId));

    expect(await ownCases(member)).toMatchObject({ panelOpen: false, cases: [{ id }] });
    for (const [method, url, body] of [
      ['POST', '/api/me/cases', { category: 'prospective' }],
      ['DELETE', `/api/me/cases/${id}`, undefined],
      ['POST', `/api/me/cases/${id}/lock`, undefined],
    ] as const) {
      const response = await inject(app, method, url, member.cookie, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.message).toBe(caseMessages.panelClosedNote);
    }
    const own = await inject(app, 'GET', '/api/me/fellowship', member.cookie);
    expect(new Date(own.json().fellowship.panelClosesAt).getTime()).toBeLessThan(Date.now());
  });

  it('is open until the last minute of the six months', async () => {
    const almostSixMonthsAgo = new Date(Date.now() + 60_000);
    almostSixMonthsAgo.setUTCMonth(almostSixMonthsAgo.getUTCMonth() - 6);
    const { member } = await approvedFellow(app, almostSixMonthsAgo);
    expect((await addCase(member)).statusCode).toBe(201);
  });
});
