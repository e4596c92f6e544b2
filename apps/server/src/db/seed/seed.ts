import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { countAdmins } from '../../modules/admin/admins.repository';
import { createAdmin } from '../../modules/admin/admins.service';
import { readSetting } from '../../modules/content/site-settings.repository';
import { saveSiteSettings } from '../../modules/content/site-settings.service';
import type { MembershipType } from '@osi/shared';
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
import { demoMembers } from './members';
import { demoMembershipTypes } from './membership-types';
import { demoSiteSettings } from './site-settings';
import { seedDemoContent } from './content';

export interface SeedResult {
  admin?: { email: string; generatedPassword?: string };
  demoMembers?: { email: string; password: string };
}

/** Fills what is missing and leaves what exists alone, so it is safe to run again. */
export const seedDatabase = async (
  db: Database,
  config: Pick<Config, 'seedAdmin' | 'seedDemoData'>,
  /** Where demo documents are stored; without it, no demo research grants (they need files). */
  storage?: Storage,
): Promise<SeedResult> =>
  db.transaction(async (tx) => {
    const result: SeedResult = {};
    if ((await readSetting(tx, 'site')) === undefined) {
      await saveSiteSettings(tx, demoSiteSettings);
    }
    if ((await countAdmins(tx)) === 0) {
      const generatedPassword = config.seedAdmin.password
        ? undefined
        : randomBytes(12).toString('base64url');
      await createAdmin(tx, {
        email: config.seedAdmin.email,
        name: 'Society Administrator',
        password: config.seedAdmin.password ?? generatedPassword!,
      });
      result.admin = { email: config.seedAdmin.email, generatedPassword };
    }
    await seedForumCategories(tx);
    const types = await seedMembershipTypes(tx);
    await seedFellowshipSettings(tx);
    if (config.seedDemoData) result.demoMembers = await seedDemoMembers(tx, types, storage);
    return result;
  });

/** What a start and `npm run seed` put in place: the records, then the demo content and its images. */
export const seedSite = async (
  db: Database,
  config: Pick<Config, 'seedAdmin' | 'seedDemoData'>,
  storage: Storage,
) => {
  const result = await seedDatabase(db, config, storage);
  if (config.seedDemoData) await seedDemoContent(db, storage);
  return result;
};

export const describeSeed = (result: SeedResult) => {
  if (!result.admin && !result.demoMembers) return undefined;
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
  if (result.demoMembers) {
    lines.push(
      '  ┌─ Demo members created ──────────────────────────────',
      `  │ e.g. ${result.demoMembers.email}`,
      `  │ password (all demo members): ${result.demoMembers.password}`,
      '  │ Sign in at /member-login.',
      '  └─────────────────────────────────────────────────────',
    );
  }
  return [...lines, ''].join('\n');
};

const seedMembershipTypes = async (tx: Executor) => {
  const existing = await listMembershipTypes(tx);
  if (existing.length > 0) return existing;
  for (const type of demoMembershipTypes) {
    await insertMembershipType(tx, { name: type.name, pricePaise: type.price * 100 });
  }
  return listMembershipTypes(tx);
};

const seedDemoMembers = async (tx: Executor, types: MembershipType[], storage?: Storage) => {
  if (await memberExists.any(tx)) return undefined;
  const password = randomBytes(9).toString('base64url');
  const passwordHash = await hashPassword(password);
  const created: MemberRow[] = [];
  for (const [index, { type, comments, status, ...person }] of demoMembers.entries()) {
    const membershipType = types[type % types.length]!;
    const email = `${person.firstName}.${person.lastName}@demo.osi.localhost`.toLowerCase();
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
      membershipTypeId: membershipType.id,
      membershipTypeName: membershipType.name,
      membershipPricePaise: membershipType.price * 100,
    });
    created.push((await setReviewState(tx, member.id, status, comments ?? ''))!);
  }
  await seedDemoFellowships(tx, created);
  if (storage) await seedDemoResearchGrants(tx, storage, created);
  await seedCommunityDemo(
    tx,
    created.filter((member) => member.status === 'approved').map((member) => member.id),
  );
  return { email: created[0]!.email, password };
};
