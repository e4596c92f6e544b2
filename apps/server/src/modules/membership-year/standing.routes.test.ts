import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  defaultMembershipYearSettings,
  forumClosedCode,
  forumMessages,
  societyDay,
  standingOn,
  type MembershipYearSettings,
  type Standing,
} from '@osi/shared';
import { members } from '../../db/schema';
import { approvedFellow, seedFellowshipFee } from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminSessionCookie(app.db);
});
afterAll(() => app.close());

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const saveSettings = (settings: MembershipYearSettings) =>
  app.inject({
    method: 'PUT',
    url: '/api/admin/membership-year/settings',
    payload: settings,
    headers: { cookie: admin },
  });

/** A term that ended (negative) or ends `days` from today. */
const endingIn = (days: number) => ({
  memberSince: addDays(societyDay(), days - 365),
  validUntil: addDays(societyDay(), days),
});

type Term = { memberSince: string | null; validUntil: string | null; lifeMember?: boolean };

/** The standing the SQL gives (the back office's view) and the one shared code gives (the profile). */
const standingsOf = async (id: string) => {
  const cookie = await sessionCookie(app.db, 'member', id);
  const profile = (await get('/api/me/profile', cookie)).json();
  const details = (await get(`/api/admin/members/${id}`, admin)).json();
  return { sql: details.term.standing, shared: profile.term.standing };
};

describe('standing, in SQL and in shared code', () => {
  const lastName = 'Standingcase';
  const cases: [string, Term, Standing | null][] = [
    ['a life member', { memberSince: '2001-05-01', validUntil: null, lifeMember: true }, 'active'],
    ['an approved member with no term', { memberSince: null, validUntil: null }, null],
    ['a term ending in a year', endingIn(365), 'active'],
    ['31 days left', endingIn(31), 'active'],
    ['30 days left', endingIn(30), 'expiring'],
    ['the last day', endingIn(0), 'expiring'],
    ['the day after the last', endingIn(-1), 'grace'],
    ['the last day of grace', endingIn(-30), 'grace'],
    ['a day past the grace period', endingIn(-31), 'lapsed'],
    ['two years past', endingIn(-730), 'lapsed'],
  ];
  const inserted = new Map<string, string>();

  beforeAll(async () => {
    for (const [label, term] of cases) {
      const member = await insertMember(app.db, { status: 'approved', lastName, ...term });
      inserted.set(label, member.id);
    }
  });

  it.each(cases)('agree for %s', async (label, term, expected) => {
    const { graceDays } = defaultMembershipYearSettings;
    const id = inserted.get(label)!;
    expect(await standingsOf(id)).toEqual({ sql: expected, shared: expected });
    const rule = standingOn(
      { lifeMember: term.lifeMember ?? false, validUntil: term.validUntil },
      societyDay(),
      graceDays,
    );
    expect(term.memberSince === null ? null : rule).toBe(expected);
  });

  it('filter the administrators list by standing, each item carrying its own', async () => {
    for (const standing of ['active', 'expiring', 'grace', 'lapsed'] as const) {
      const page = (
        await get(`/api/admin/members?search=${lastName}&standing=${standing}`, admin)
      ).json();
      const expected = cases
        .filter(([, , wanted]) => wanted === standing)
        .map(([label]) => inserted.get(label));
      expect(page.items.map((item: { id: string }) => item.id).sort()).toEqual(expected.sort());
      expect(page.total).toBe(expected.length);
      for (const item of page.items) expect(item.standing).toBe(standing);
    }
    const everyone = (await get(`/api/admin/members?search=${lastName}`, admin)).json();
    expect(everyone.total).toBe(cases.length);
    expect((await get('/api/admin/members?standing=gone', admin)).statusCode).toBe(400);
  });

  it('agree when the administrators change the grace period', async () => {
    const grace = await insertMember(app.db, { status: 'approved', ...endingIn(-10) });
    const lapsed = await insertMember(app.db, { status: 'approved', ...endingIn(-11) });
    try {
      expect(
        (await saveSettings({ ...defaultMembershipYearSettings, graceDays: 10 })).statusCode,
      ).toBe(200);
      expect(await standingsOf(grace.id)).toEqual({ sql: 'grace', shared: 'grace' });
      expect(await standingsOf(lapsed.id)).toEqual({ sql: 'lapsed', shared: 'lapsed' });
      expect(
        standingOn({ lifeMember: false, validUntil: endingIn(-11).validUntil }, societyDay(), 10),
      ).toBe('lapsed');
    } finally {
      await saveSettings(defaultMembershipYearSettings);
    }
    expect(await standingsOf(lapsed.id)).toEqual({ sql: 'grace', shared: 'grace' });
  });
});

describe('lapsed members', () => {
  const forumAs = async (id: string) =>
    get('/api/forum/categories', await sessionCookie(app.db, 'member', id));

  it('are refused by the forum and told to renew; members in grace and expiring are not', async () => {
    for (const isManual of [false, true]) {
      const lapsed = await insertMember(app.db, { status: 'approved', isManual, ...endingIn(-31) });
      const refused = await forumAs(lapsed.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toEqual({
        code: forumClosedCode,
        message: forumMessages.lapsedMember,
      });
      for (const days of [-30, 0, 200]) {
        const member = await insertMember(app.db, {
          status: 'approved',
          isManual,
          ...endingIn(days),
        });
        expect((await forumAs(member.id)).statusCode).toBe(200);
      }
    }
    const life = await insertMember(app.db, {
      status: 'approved',
      memberSince: '1999-01-01',
      validUntil: null,
      lifeMember: true,
    });
    expect((await forumAs(life.id)).statusCode).toBe(200);
  });

  it('leave the public directory and the fellows page, and members in grace stay on them', async () => {
    await seedFellowshipFee(app);
    const listing = { listed: true, showEmail: false, showMobile: false };
    const fellows = await Promise.all([approvedFellow(app), approvedFellow(app)]);
    const [inGrace, lapsed] = fellows.map(({ member }) => member);
    for (const fellow of [inGrace!, lapsed!]) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/me/directory-listing',
        payload: listing,
        headers: { cookie: fellow.cookie },
      });
      expect(saved.statusCode).toBe(200);
    }
    await app.db.update(members).set(endingIn(-30)).where(eq(members.id, inGrace!.id));
    await app.db.update(members).set(endingIn(-31)).where(eq(members.id, lapsed!.id));

    const listedIds = async (url: string) => {
      const body = (await get(url)).json();
      return (Array.isArray(body) ? body : body.items).map((item: { id: string }) => item.id);
    };
    for (const url of ['/api/directory/members', '/api/directory/fellows']) {
      const ids = await listedIds(url);
      expect(ids).toContain(inGrace!.id);
      expect(ids).not.toContain(lapsed!.id);
    }
    expect((await get(`/api/directory/members/${lapsed!.id}`)).statusCode).toBe(404);
  });
});
