import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCdeSettings, eventMessages, societyDay } from '@osi/shared';
import { auditEvents, cdeAwards } from '../../db/schema';
import { insertEvent, insertRegistration } from '../../../test/support/events';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

describe('CDE points', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await createTestApp();
    admin = await adminSessionCookie(app.db);
  });
  afterAll(() => app.close());

  const thisYear = Number(societyDay().slice(0, 4));

  /** Points awarded to the member on 15 June of `year`, for an event of their own. */
  const award = async (memberId: string, year: number, points: number) => {
    const event = await insertEvent(app.db, { title: `Course of ${year}` });
    const registration = await insertRegistration(app.db, event.id, { memberId });
    await app.db.insert(cdeAwards).values({
      registrationId: registration.id,
      memberId,
      eventId: event.id,
      points,
      accreditationNumber: `DCI/${year}`,
      awardedOn: `${year}-06-15`,
    });
  };

  const settings = (body?: object) =>
    app.inject({
      method: body ? 'PUT' : 'GET',
      url: '/api/admin/cde-settings',
      headers: { cookie: admin },
      ...(body ? { payload: body } : {}),
    });

  it('sets the requirement and cycle, audited, and refuses nonsense', async () => {
    expect((await settings()).json()).toEqual(defaultCdeSettings);
    const refused = await settings({ requiredPoints: -3, cycleStartYear: 1990 });
    expect(refused.statusCode).toBe(400);
    const saved = await settings({ requiredPoints: 50, cycleStartYear: thisYear - 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: eventMessages.cdeSettingsSaved,
      settings: { requiredPoints: 50, cycleStartYear: thisYear - 2 },
    });
    expect((await settings()).json()).toEqual({ requiredPoints: 50, cycleStartYear: thisYear - 2 });
    const audit = await app.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, 'cde'));
    expect(audit).toEqual([{ action: 'cde-settings.updated' }]);
  });

  it('counts points per year and, against the requirement, only the current cycle’s', async () => {
    await settings({ requiredPoints: 50, cycleStartYear: thisYear - 2 });
    const member = await insertMember(app.db, { status: 'approved' });
    const other = await insertMember(app.db, { status: 'approved' });
    const points = [
      [thisYear - 7, 20],
      [thisYear - 6, 11],
      [thisYear - 5, 9],
      [thisYear - 3, 7],
      [thisYear - 2, 5],
      [thisYear - 1, 4],
      [thisYear - 1, 2],
      [thisYear, 3],
    ] as const;
    for (const [year, given] of points) await award(member.id, year, given);
    await award(other.id, thisYear, 40);

    const cookie = await sessionCookie(app.db, 'member', member.id);
    const answer = await app.inject({ method: 'GET', url: '/api/me/cde', headers: { cookie } });
    expect(answer.statusCode).toBe(200);
    const summary = answer.json();
    expect(summary).toMatchObject({
      requiredPoints: 50,
      cycle: { fromYear: thisYear - 2, toYear: thisYear + 2 },
      cycleTotal: 5 + 4 + 2 + 3,
      years: [
        { year: thisYear, points: 3 },
        { year: thisYear - 1, points: 6 },
        { year: thisYear - 2, points: 5 },
        { year: thisYear - 3, points: 7 },
        { year: thisYear - 5, points: 9 },
        { year: thisYear - 6, points: 11 },
        { year: thisYear - 7, points: 20 },
      ],
      certificates: [],
      available: { membership: true, fellowship: false },
    });
    expect(summary.awards).toHaveLength(points.length);
    expect(summary.awards[0]).toEqual({
      eventTitle: `Course of ${thisYear}`,
      awardedOn: `${thisYear}-06-15`,
      points: 3,
      accreditationNumber: `DCI/${thisYear}`,
    });

    const adminView = await app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.id}/events`,
      headers: { cookie: admin },
    });
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().cde).toEqual(summary);
    expect(adminView.json().registrations).toHaveLength(points.length);
  });
});
