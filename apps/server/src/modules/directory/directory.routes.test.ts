import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMessages, notListed } from '@osi/shared';
import { auditEvents, members } from '../../db/schema';
import {
  apply,
  approvedFellow,
  fellowshipDetails,
  fellowshipMember,
  paidFellowshipOrder,
  seedFellowshipFee,
} from '../../../test/support/fellowship';
import { insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

let addressCounter = 0;
const get = (url: string, cookie?: string) => {
  addressCounter += 1;
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: `10.70.1.${addressCounter}`,
    headers: cookie ? { cookie } : {},
  });
};
const putListing = (cookie: string, payload: object) =>
  app.inject({ method: 'PUT', url: '/api/me/directory-listing', payload, headers: { cookie } });

/** A member who chose their listing through the dashboard's endpoint, as members do. */
const memberListed = async (
  values: Parameters<typeof insertMember>[1],
  listing: { listed: boolean; showEmail: boolean; showMobile: boolean },
) => {
  const member = await insertMember(app.db, { status: 'approved', mobileNo: '', ...values });
  const cookie = await sessionCookie(app.db, 'member', member.id);
  expect((await putListing(cookie, listing)).statusCode).toBe(200);
  return member;
};

describe("a member's own consent", () => {
  it('is "not listed" until the member chooses otherwise, and is saved and audited', async () => {
    const member = await insertMember(app.db, { status: 'approved' });
    const cookie = await sessionCookie(app.db, 'member', member.id);
    expect((await get('/api/me/directory-listing', cookie)).json()).toEqual(notListed);

    const choice = { listed: true, showEmail: true, showMobile: false };
    const response = await putListing(cookie, choice);
    expect(response.json()).toEqual({ message: directoryMessages.saved, listing: choice });
    expect((await get('/api/me/directory-listing', cookie)).json()).toEqual(choice);
    const [event] = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'member.directory-listing-updated'));
    expect(event).toMatchObject({ actorId: member.id, before: notListed, after: choice });
  });

  it('takes only three yes-or-no answers', async () => {
    const cookie = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
    for (const payload of [{}, { listed: 'yes', showEmail: true, showMobile: true }]) {
      expect((await putListing(cookie, payload)).statusCode).toBe(400);
    }
  });
});

describe('the public directory', () => {
  const tag = 'zorbadent';
  let everyone: Record<string, Awaited<ReturnType<typeof insertMember>>>;

  beforeAll(async () => {
    everyone = {
      emailOnly: await memberListed(
        { firstName: 'Anjali', lastName: tag, city: 'Mysuru', mobileNo: '9000000001' },
        { listed: true, showEmail: true, showMobile: false },
      ),
      mobileOnly: await memberListed(
        { firstName: 'Bharat', lastName: tag, city: 'Pune', mobileNo: '9000000002' },
        { listed: true, showEmail: false, showMobile: true },
      ),
      nothingShown: await memberListed(
        { firstName: 'Chitra', lastName: tag, specialty: 'Periodontics', mobileNo: '9000000003' },
        { listed: true, showEmail: false, showMobile: false },
      ),
      notListed: await memberListed(
        { firstName: 'Deepak', lastName: tag, mobileNo: '9000000004' },
        { listed: false, showEmail: true, showMobile: true },
      ),
      pending: await memberListed(
        { firstName: 'Esha', lastName: tag, status: 'pending', mobileNo: '9000000005' },
        { listed: true, showEmail: true, showMobile: true },
      ),
      deleted: await memberListed(
        { firstName: 'Farah', lastName: tag, mobileNo: '9000000006' },
        { listed: true, showEmail: true, showMobile: true },
      ),
      neverChose: await insertMember(app.db, {
        firstName: 'Gopal',
        lastName: tag,
        status: 'approved',
        mobileNo: '9000000007',
      }),
    };
    await app.db
      .update(members)
      .set({ deletedAt: new Date() })
      .where(eq(members.id, everyone.deleted!.id));
  });

  it('lists only approved members who chose to be listed, with only the fields they agreed to', async () => {
    const response = await get(`/api/directory/members?search=${tag}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.map((item: { firstName: string }) => item.firstName)).toEqual([
      'Anjali',
      'Bharat',
      'Chitra',
    ]);
    const [anjali, bharat, chitra] = page.items;
    expect(anjali).toEqual({
      id: everyone.emailOnly!.id,
      title: '',
      firstName: 'Anjali',
      lastName: tag,
      profilePictureUrl: null,
      specialty: '',
      city: 'Mysuru',
      state: '',
      country: '',
      registeredSince: new Date().getUTCFullYear(),
      email: everyone.emailOnly!.email,
    });
    expect(bharat).toMatchObject({ mobileNo: '9000000002' });
    expect(bharat).not.toHaveProperty('email');
    expect(chitra).not.toHaveProperty('email');
    expect(chitra).not.toHaveProperty('mobileNo');
  });

  it('never returns a field a member did not agree to show, on any public endpoint', async () => {
    const bodies = [
      (await get(`/api/directory/members?search=${tag}&pageSize=24`)).body,
      ...(await Promise.all(
        Object.values(everyone).map(
          async (member) => (await get(`/api/directory/members/${member.id}`)).body,
        ),
      )),
    ].join('\n');
    const hidden = [
      everyone.emailOnly!.mobileNo,
      everyone.mobileOnly!.email,
      everyone.nothingShown!.email,
      everyone.nothingShown!.mobileNo,
      ...['notListed', 'pending', 'deleted', 'neverChose'].flatMap((key) => [
        everyone[key]!.email,
        everyone[key]!.mobileNo,
        everyone[key]!.firstName,
      ]),
    ];
    for (const value of hidden) expect(bodies).not.toContain(value);
    expect(bodies).not.toMatch(/passwordHash|dentalRegNumber|dob|address/);
  });

  it('shows one listed member, and 404 for anyone not listed', async () => {
    const response = await get(`/api/directory/members/${everyone.mobileOnly!.id}`);
    expect(response.json()).toMatchObject({ firstName: 'Bharat', mobileNo: '9000000002' });
    for (const key of ['notListed', 'pending', 'deleted', 'neverChose']) {
      const hidden = await get(`/api/directory/members/${everyone[key]!.id}`);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().error.message).toBe(directoryMessages.notListed);
    }
  });

  it('finds members by city and by speciality', async () => {
    const byCity = (await get('/api/directory/members?search=mysuru')).json();
    expect(byCity.items.map((item: { firstName: string }) => item.firstName)).toContain('Anjali');
    const bySpeciality = (await get('/api/directory/members?search=periodont')).json();
    expect(bySpeciality.items.map((item: { firstName: string }) => item.firstName)).toEqual([
      'Chitra',
    ]);
  });

  it('pages in small pages and no deeper than the limit', async () => {
    const first = (await get(`/api/directory/members?search=${tag}&pageSize=2`)).json();
    expect(first).toMatchObject({ total: 3, totalPages: 2, pageSize: 2 });
    expect((await get('/api/directory/members?pageSize=100')).statusCode).toBe(400);
    const deep = await get('/api/directory/members?page=21');
    expect(deep.statusCode).toBe(400);
    expect(deep.json().error.fieldErrors.page).toBe(directoryMessages.tooDeep);
  });

  it('limits how fast one address may read it', async () => {
    const from = { method: 'GET' as const, remoteAddress: '10.71.0.1' };
    const statuses: number[] = [];
    for (let index = 0; index < 31; index += 1) {
      statuses.push((await app.inject({ ...from, url: '/api/directory/members' })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('the fellows page', () => {
  const listed = { listed: true, showEmail: true, showMobile: true };

  it('lists the listed members whose fellowship application is approved, with the year, and no contact details', async () => {
    await seedFellowshipFee(app);
    const { member: fellow } = await approvedFellow(app, new Date('2025-03-01T00:00:00Z'));
    await putListing(fellow.cookie, listed);
    // Not shown: a fellow who chose not to be listed, a listed fellow since deleted, a listed
    // member whose application is still pending, and a listed member who never applied.
    await approvedFellow(app);
    const { member: deleted } = await approvedFellow(app);
    await putListing(deleted.cookie, listed);
    await app.db.update(members).set({ deletedAt: new Date() }).where(eq(members.id, deleted.id));
    const applicant = await fellowshipMember(app);
    const { payment } = await paidFellowshipOrder(app, applicant);
    expect(
      (await apply(app, applicant, { ...fellowshipDetails(applicant), payment })).statusCode,
    ).toBe(201);
    await putListing(applicant.cookie, listed);
    await memberListed({ firstName: 'Never', lastName: 'Applied' }, listed);

    const response = await get('/api/directory/fellows');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        id: fellow.id,
        title: fellow.title,
        firstName: fellow.firstName,
        lastName: fellow.lastName,
        profilePictureUrl: fellow.profilePictureUrl,
        specialty: fellow.specialty,
        city: fellow.city,
        state: fellow.state,
        country: fellow.country,
        fellowSince: 2025,
      },
    ]);
  });
});
