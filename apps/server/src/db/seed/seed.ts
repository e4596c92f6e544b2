import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { countAdmins } from '../../modules/admin/admins.repository';
import { createAdmin } from '../../modules/admin/admins.service';
import { readSetting } from '../settings';
import { saveSiteSettings } from '../../modules/content/site-settings.service';
import { societyDay, termYearsOfChoice, type MembershipType } from '@osi/shared';
import type { Database, Executor } from '../client';
import type { MemberRow } from '../../modules/members/members.repository';
import { hashPassword } from '../../lib/passwords';
import { insertMembershipType } from '../../modules/membership-types/membership-types.repository';
import { listMembershipTypes } from '../../modules/membership-types/membership-types.service';
import {
  createRegisteredMember,
  memberExists,
  setReviewState,
} from '../../modules/members/members.service';
import type { Storage } from '../../infra/storage';
import { seedDemoFellowships, seedFellowshipSettings } from './fellowships';
import { seedDemoResearchGrants } from './research-grants';
import { seedForumCategories } from '../../modules/forum/forum.service';
import { seedCommunityDemo } from './community';
import { demoEmail, demoMembers, refundedDemoMemberEmail } from './members';
import { demoMembership, demoMoment, type DemoMembership } from './member-terms';
import { seedCapturedPayment, seedRefund } from './payments';
import type { PaymentRow } from '../../modules/payments/payments.repository';
import { claimPayment } from '../../modules/payments/payments.service';
import { renewalClaim } from '../../modules/renewal/renewal.service';
import { demoMembershipTypes } from './membership-types';
import { demoSiteSettings } from './site-settings';
import { seedDemoContent } from './content';
import { seedDemoEventRegistrations } from './event-registrations';

export interface SeedResult {
  admin?: { email: string; generatedPassword?: string };
  /** There is no administrator and none was to be made: `npm run admin:create` makes one. */
  noAdmin?: true;
  /** The demo members' shared password is kept out of production's log. */
  demoMembers?: { email: string; password: string | undefined };
}

type SeedConfig = Pick<Config, 'seedAdmin' | 'seedDemoData' | 'isProduction'>;

/** Fills what is missing and leaves what exists alone, so it is safe to run again. */
export const seedDatabase = async (
  db: Database,
  config: SeedConfig,
  /** Where demo documents are stored; without it, no demo research grants (they need files). */
  storage?: Storage,
): Promise<SeedResult> =>
  db.transaction(async (tx) => {
    const result: SeedResult = {};
    if ((await readSetting(tx, 'site')) === undefined) {
      await saveSiteSettings(tx, demoSiteSettings);
    }
    if ((await countAdmins(tx)) === 0) {
      if (config.seedAdmin) result.admin = await seedAdmin(tx, config.seedAdmin);
      else result.noAdmin = true;
    }
    await seedForumCategories(tx);
    const types = await seedMembershipTypes(tx);
    await seedFellowshipSettings(tx);
    const demoMembers = config.seedDemoData && (await seedDemoMembers(tx, types, storage));
    if (demoMembers) {
      result.demoMembers = config.isProduction
        ? { ...demoMembers, password: undefined }
        : demoMembers;
    }
    return result;
  });

/** What a start and `npm run seed` put in place: the records, then the demo content and its images. */
export const seedSite = async (db: Database, config: SeedConfig, storage: Storage) => {
  const result = await seedDatabase(db, config, storage);
  if (config.seedDemoData) {
    await seedDemoContent(db, storage);
    await seedDemoEventRegistrations(db);
  }
  return result;
};

const seedAdmin = async (tx: Executor, { email, password }: NonNullable<Config['seedAdmin']>) => {
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await createAdmin(tx, {
    email,
    name: 'Society Administrator',
    password: password ?? generatedPassword!,
  });
  return { email, generatedPassword };
};

export const describeSeed = (result: SeedResult) => {
  if (!result.admin && !result.demoMembers && !result.noAdmin) return undefined;
  const lines = [''];
  if (result.admin) {
    const password = result.admin.generatedPassword ?? '(the SEED_ADMIN_PASSWORD you set)';
    lines.push(
      '  ┌─ Administrator created ─────────────────────────────',
      `  │ e-mail:   ${result.admin.email}`,
      `  │ password: ${password}`,
      '  │ Sign in at /adminlogin. This password is shown only once.',
      '  └─────────────────────────────────────────────────────',
    );
  }
  if (result.noAdmin) {
    lines.push(
      '  ┌─ No administrator yet ──────────────────────────────',
      '  │ Create the first one with',
      '  │ npm run admin:create -- --email you@example.org --name "Your Name"',
      '  └─────────────────────────────────────────────────────',
    );
  }
  if (result.demoMembers) {
    const { email, password } = result.demoMembers;
    lines.push(
      '  ┌─ Demo members created ──────────────────────────────',
      `  │ e.g. ${email}`,
      password
        ? `  │ password (all demo members): ${password}`
        : '  │ password: not shown in production (SEED_DEMO_DATA=true)',
      '  │ Sign in at /member-login.',
      '  └─────────────────────────────────────────────────────',
    );
  }
  return [...lines, ''].join('\n');
};

const seedMembershipTypes = async (tx: Executor) => {
  const existing = await listMembershipTypes(tx);
  if (existing.length > 0) return existing;
  for (const { name, price, term } of demoMembershipTypes) {
    await insertMembershipType(tx, {
      name,
      pricePaise: price * 100,
      termYears: termYearsOfChoice(term),
    });
  }
  return listMembershipTypes(tx);
};

/** Every payment of the demo members, captured in the order they were paid, so receipts number by date. */
const payDemoMemberships = async (
  tx: Executor,
  demos: { email: string; type: MembershipType; membership: DemoMembership }[],
) => {
  const orders = demos.flatMap(({ email, type, membership }, member) =>
    [membership.registeredOn, ...membership.renewedOn].map((day, index) => ({
      member,
      day,
      purpose: index === 0 ? ('membership' as const) : ('renewal' as const),
      email,
      type,
    })),
  );
  orders.sort((a, b) => a.day.localeCompare(b.day));
  const paid = demos.map((): PaymentRow[] => []);
  for (const { member, day, purpose, email, type } of orders) {
    paid[member]!.push(
      await seedCapturedPayment(tx, {
        purpose,
        email,
        amountPaise: type.price * 100,
        itemId: type.id,
        capturedAt: demoMoment(day),
      }),
    );
  }
  return paid;
};

const seedDemoMembers = async (tx: Executor, types: MembershipType[], storage?: Storage) => {
  if (await memberExists.any(tx)) return undefined;
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const today = societyDay();
  const demos = demoMembers.map(({ type: typeIndex, term, ...demo }, index) => {
    const type = types[typeIndex % types.length]!;
    return {
      demo,
      email: demoEmail(demo),
      type,
      membership: demoMembership(demo.status, term, type, today, index),
    };
  });
  const paid = await payDemoMemberships(tx, demos);
  const created: MemberRow[] = [];
  for (const [index, { demo, email, type, membership }] of demos.entries()) {
    const { comments, status, ...person } = demo;
    const [registration, ...renewals] = paid[index]!;
    const member = await createRegisteredMember(tx, {
      ...person,
      email,
      passwordHash,
      dob: `19${70 + index * 2}-0${(index % 9) + 1}-1${index % 9}`,
      mobileNo: `98450${String(10000 + index * 137).padStart(5, '0')}`,
      dentalRegNumber: `${person.state.slice(0, 2).toUpperCase()}-${4100 + index}`,
      address: `${12 + index} ${['MG Road', 'Residency Road', 'Park Street', 'Anna Salai'][index % 4]}`,
      postcode: `${560001 + index}`,
      country: 'India',
      nationality: 'Indian',
      howDidYouKnow: 'Conference Alert',
      membershipTypeId: type.id,
      membershipTypeName: type.name,
      membershipPricePaise: type.price * 100,
      paymentId: registration!.id,
      createdAt: demoMoment(membership.registeredOn),
    });
    await claimPayment(tx, registration!.id, { type: 'member', id: member.id });
    for (const renewal of renewals) {
      await claimPayment(
        tx,
        renewal.id,
        { type: renewalClaim, id: member.id },
        { memberId: member.id },
      );
    }
    created.push((await setReviewState(tx, member.id, status, comments ?? '', membership.term))!);
  }
  const refunded = paid[demos.findIndex(({ email }) => email === refundedDemoMemberEmail)]![0]!;
  await seedRefund(tx, refunded, {
    amountPaise: 1000 * 100,
    reason: 'The hands-on workshop included in the first year was cancelled.',
  });
  await seedDemoFellowships(tx, created);
  if (storage) await seedDemoResearchGrants(tx, storage, created);
  await seedCommunityDemo(
    tx,
    created.filter((member) => member.status === 'approved').map((member) => member.id),
  );
  return { email: created[0]!.email, password };
};
