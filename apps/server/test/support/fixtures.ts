import { randomBytes } from 'node:crypto';
import { societyDay, termEnd, type Realm } from '@osi/shared';
import type { Executor } from '../../src/db/client';
import { admins, members } from '../../src/db/schema';
import { hashPassword } from '../../src/lib/passwords';
import { hashToken, newToken } from '../../src/lib/tokens';
import { insertSession } from '../../src/modules/auth/sessions.repository';
import { sessionCookieNames } from '../../src/plugins/sessions';

const unique = () => randomBytes(4).toString('hex');

/** The term an admitted member holds, as approval or the Add New Member form gives it. */
const oneYearFromToday = () => ({
  memberSince: societyDay(),
  validUntil: termEnd(societyDay(), 1),
});

/** A member row; an approved one, or one added by hand, holds a one-year term from today. */
export const insertMember = async (
  db: Executor,
  values: Partial<typeof members.$inferInsert> = {},
) => {
  const [member] = await db
    .insert(members)
    .values({
      email: `member-${unique()}@example.org`,
      passwordHash: await hashPassword('Member#2025'),
      firstName: 'Asha',
      lastName: 'Rao',
      membershipId: `OSI-T-${unique()}`,
      ...(values.status === 'approved' || values.isManual ? oneYearFromToday() : {}),
      ...values,
    })
    .returning();
  return member!;
};

export const insertAdmin = async (
  db: Executor,
  values: Partial<typeof admins.$inferInsert> = {},
) => {
  const [admin] = await db
    .insert(admins)
    .values({
      email: `admin-${unique()}@example.org`,
      name: 'Test Administrator',
      passwordHash: await hashPassword('Administrator#2025'),
      ...values,
    })
    .returning();
  return admin!;
};

/** A session row as sign-in would make it; returns the Cookie header that carries it. */
export const sessionCookie = async (
  db: Executor,
  realm: Realm,
  subjectId: string,
  expiresAt = new Date(Date.now() + 60 * 60 * 1000),
) => {
  const token = newToken();
  await insertSession(db, { realm, subjectId, tokenHash: hashToken(token), expiresAt });
  return `${sessionCookieNames[realm]}=${token}`;
};

/** A new administrator's session cookie. */
export const adminSessionCookie = async (db: Executor) =>
  sessionCookie(db, 'admin', (await insertAdmin(db)).id);

/** A complete body for PUT /api/me/profile. */
export const profileUpdate = {
  title: 'Dr.',
  firstName: 'Meera',
  middleName: '',
  lastName: 'Iyer',
  gender: 'female',
  mobileNo: '9845012345',
  specialty: 'Periodontics',
  dob: '1985-06-30',
  institution: 'Manipal College of Dental Sciences',
  dentalRegNumber: 'KA-9001',
  address: '7 Lalbagh Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postcode: '560027',
  country: 'India',
};
