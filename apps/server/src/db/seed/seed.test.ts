import { asc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isCasePanelOpen, siteSettingsSchema, societyDay } from '@osi/shared';
import { storedContentType } from '../../../test/support/stored-file';
import { createTestDatabase } from '../../../test/support/test-database';
import { verifyPassword } from '../../lib/passwords';
import type { DatabaseHandle } from '../client';
import { searchDirectory } from '../../modules/directory/directory.service';
import { forumCategories, listForumThreads } from '../../modules/forum/forum.service';
import { listMembershipTypes } from '../../modules/membership-types/membership-types.service';
import { getCaption } from '../../modules/content/captions.service';
import { listFellowshipTypes } from '../../modules/fellowships/fellowship-types.service';
import {
  admins,
  fellowships,
  members,
  payments,
  receipts,
  refunds,
  sandboxOrders,
  sandboxRefunds,
  settings,
} from '../schema';
import { memberStanding } from '../member-standing';
import { refundedDemoMemberEmail, renewingDemoMemberEmail } from './members';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createLocalDiskStorage } from '../../infra/storage/local-disk-storage';
import { getResearchGrantForAdmin } from '../../modules/research-grants/research-grant-review.service';
import { memberUploadFileOf } from '../../modules/uploads/uploads.service';
import { researchGrants } from '../schema';
import { loadConfig } from '../../config';
import { describeSeed, seedDatabase } from './seed';

let database: DatabaseHandle;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.close());

const adminRows = () => database.db.select().from(admins);

describe('seedDatabase', () => {
  it('creates the site settings and an administrator with a generated password shown once', async () => {
    const result = await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: undefined },
      seedDemoData: true,
      isProduction: false,
    });
    const password = result.admin?.generatedPassword;
    expect(password).toMatch(/^[\w-]{16}$/);
    const [admin] = await adminRows();
    expect(admin?.email).toBe('chief@osi.example');
    expect(await verifyPassword(admin!.passwordHash, password!)).toBe(true);
    expect(describeSeed(result)).toContain(password);

    const [site] = await database.db.select().from(settings).where(eq(settings.key, 'site'));
    expect(siteSettingsSchema.parse(site?.value).shortName).toBe('osi');
  });

  it('creates the membership types and demo members in every review state, who can sign in', async () => {
    const result = await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: undefined },
      seedDemoData: true,
      isProduction: false,
    });
    expect((await listMembershipTypes(database.db)).map(({ name, term }) => [name, term])).toEqual([
      ['Student Member', '1'],
      ['Annual Member', '1'],
      ['Life Member', 'life'],
    ]);
    const rows = await database.db.select().from(members);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'approved', 'declined']),
    );
    expect(rows.every((row) => /^OSI-\d{4}-\d{5}$/.test(row.membershipId ?? ''))).toBe(true);
    const demo = rows.find((row) => row.email === result.demoMembers?.email);
    expect(await verifyPassword(demo!.passwordHash, result.demoMembers!.password!)).toBe(true);
    expect(describeSeed(result)).toContain(result.demoMembers!.password);
  });

  it('lists a few approved demo members in the directory and starts the forum', async () => {
    await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: undefined },
      seedDemoData: true,
      isProduction: false,
    });
    const directory = await searchDirectory(database.db, { page: 1, pageSize: 24 });
    expect(directory.total).toBeGreaterThanOrEqual(2);
    const categories = await forumCategories(database.db);
    expect(categories.map((category) => category.slug)).toContain('surgical-techniques');
    const threads = await listForumThreads(database.db, { page: 1, pageSize: 20 });
    expect(threads.items[0]).toMatchObject({ replyCount: 1 });
  });

  it('leaves demo members out when SEED_DEMO_DATA is false, but keeps the membership types', async () => {
    await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: 'Chosen#Password1' },
      seedDemoData: false,
      isProduction: false,
    });
    expect(await database.db.select().from(members)).toEqual([]);
    expect(await listMembershipTypes(database.db)).toHaveLength(3);
  });

  it('sets the fellowship fee and captions, and demo fellowships in every state of the panel', async () => {
    await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: undefined },
      seedDemoData: true,
      isProduction: false,
    });
    expect(await listFellowshipTypes(database.db)).toMatchObject([{ price: 10000, isFee: true }]);
    expect((await getCaption(database.db, 'fellowship-form-banner')).caption).toBe(
      'Fellowship of the Oral Implantology Society of India',
    );
    const rows = await database.db.select().from(fellowships);
    const now = new Date();
    const panels = rows.map((row) =>
      row.approvedAt ? isCasePanelOpen(row.approvedAt, now) : row.status,
    );
    expect(panels.sort()).toEqual([false, true, 'pending'].sort());
    const fees = await database.db
      .select()
      .from(payments)
      .where(eq(payments.purpose, 'fellowship'));
    expect(fees.map((payment) => payment.claimedByType)).toEqual(Array(3).fill('fellowship'));
  });

  it('uses SEED_ADMIN_PASSWORD when given and never prints it', async () => {
    const result = await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: 'Chosen#Password1' },
      seedDemoData: true,
      isProduction: false,
    });
    expect(result.admin?.generatedPassword).toBeUndefined();
    expect(describeSeed(result)).not.toContain('Chosen#Password1');
    const [admin] = await adminRows();
    expect(await verifyPassword(admin!.passwordHash, 'Chosen#Password1')).toBe(true);
  });

  it('is safe to run again: nothing is duplicated or overwritten', async () => {
    const seedConfig = {
      seedAdmin: { email: 'chief@osi.example', password: undefined },
      seedDemoData: true,
      isProduction: false,
    };
    await seedDatabase(database.db, seedConfig);
    const books = () =>
      Promise.all(
        [members, payments, receipts, refunds, sandboxOrders, sandboxRefunds].map(
          async (table) => (await database.db.select().from(table)).length,
        ),
      );
    const before = await books();
    const again = await seedDatabase(database.db, seedConfig);
    expect(await books()).toEqual(before);
    expect(again).toEqual({});
    expect(describeSeed(again)).toBeUndefined();
    expect(await adminRows()).toHaveLength(1);
    expect(await listMembershipTypes(database.db)).toHaveLength(3);
    expect(await listFellowshipTypes(database.db)).toHaveLength(1);
    expect(await database.db.select().from(fellowships)).toHaveLength(3);
  });

  it('holds members in every standing, who paid with receipts numbered by date, one refunded in part', async () => {
    await seedDatabase(database.db, {
      seedAdmin: undefined,
      seedDemoData: true,
      isProduction: false,
    });
    const today = societyDay();
    const terms = await database.db
      .select({
        email: members.email,
        standing: memberStanding,
        lifeMember: members.lifeMember,
        validUntil: members.validUntil,
      })
      .from(members);
    expect(new Set(terms.map((term) => term.standing))).toEqual(
      new Set(['active', 'expiring', 'grace', 'lapsed', null]),
    );
    expect(terms.filter((term) => term.lifeMember)).toHaveLength(1);
    expect(terms.find((term) => term.email === renewingDemoMemberEmail)).toMatchObject({
      standing: 'expiring',
      validUntil: addDays(today, 10),
    });

    const paid = await database.db
      .select()
      .from(payments)
      .where(eq(payments.status, 'captured'))
      .orderBy(asc(payments.capturedAt));
    expect(paid).toHaveLength((await database.db.select().from(payments)).length);
    expect(paid.every((payment) => payment.claimedAt !== null && payment.memberId !== null)).toBe(
      true,
    );
    expect(paid.filter((payment) => payment.purpose === 'membership')).toHaveLength(terms.length);
    expect(paid.filter((payment) => payment.purpose === 'renewal')).not.toHaveLength(0);
    const issued = await database.db
      .select()
      .from(receipts)
      .orderBy(asc(receipts.issuedAt), asc(receipts.sequence));
    const receiptsOf = (kind: string) => issued.filter((receipt) => receipt.kind === kind);
    expect(
      receiptsOf('receipt')
        .map((receipt) => receipt.paymentId)
        .sort(),
    ).toEqual(paid.map((payment) => payment.id).sort());
    const series = Map.groupBy(issued, (receipt) => receipt.series);
    for (const numbered of series.values()) {
      expect(numbered.map((receipt) => receipt.sequence)).toEqual(
        numbered.map((_, index) => index + 1),
      );
    }
    expect(paid.map((payment) => societyDay(payment.capturedAt!))).toEqual(
      receiptsOf('receipt').map((receipt) => societyDay(receipt.issuedAt)),
    );

    const [refund, ...more] = await database.db.select().from(refunds);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ status: 'processed', amountPaise: 100000 });
    expect(receiptsOf('credit_note')).toMatchObject([
      { refundId: refund!.id, paymentId: refund!.paymentId, amountPaise: 100000 },
    ]);
    const refunded = paid.find((payment) => payment.id === refund!.paymentId);
    expect(refunded).toMatchObject({ refundedPaise: 100000, email: refundedDemoMemberEmail });
    const [gatewayRefund] = await database.db.select().from(sandboxRefunds);
    expect(gatewayRefund).toMatchObject({ paymentId: refunded!.paymentId, amountPaise: 100000 });
  });

  it('adds two research grant applications with their documents stored, one approved and granted', async () => {
    const storage = createLocalDiskStorage(await mkdtemp(path.join(os.tmpdir(), 'osi-seed-')));
    await seedDatabase(
      database.db,
      {
        seedAdmin: { email: 'chief@osi.example', password: undefined },
        seedDemoData: true,
        isProduction: false,
      },
      storage,
    );
    const grants = await database.db.select().from(researchGrants);
    expect(grants.map((grant) => [grant.status, grant.isGranted]).sort()).toEqual([
      ['approved', true],
      ['pending', false],
    ]);
    const details = await getResearchGrantForAdmin(database.db, grants[0]!.id);
    expect(details.grant.coPrincipalInvestigators).toHaveLength(1);
    const key = details.grant.documentation.detailedBudget!.url.split('/').pop()!;
    const stored = await memberUploadFileOf(database.db, key);
    expect(await storedContentType(storage, stored.storageKey)).toBe('application/pdf');
  });

  describe('a production start', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://osi@db/osi',
      SMTP_URL: 'smtp://mail:25',
      PUBLIC_URL: 'https://osi.example',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 'secret',
      SERVER_SECRET: 'a production secret of at least 32 characters',
    };

    it('adds no demo data and no administrator, and tells how to make the first one', async () => {
      const result = await seedDatabase(database.db, loadConfig(production));
      expect(await database.db.select().from(members)).toEqual([]);
      expect(await adminRows()).toEqual([]);
      expect(await searchDirectory(database.db, { page: 1, pageSize: 24 })).toMatchObject({
        total: 0,
      });
      const banner = describeSeed(result);
      expect(banner).toContain('npm run admin:create');
      expect(banner).not.toMatch(/password/i);
    });

    it('prints no password even for demo data asked for with SEED_DEMO_DATA', async () => {
      const result = await seedDatabase(
        database.db,
        loadConfig({ ...production, SEED_DEMO_DATA: 'true', SEED_ADMIN_PASSWORD: 'Chosen#Pass1' }),
      );
      expect(await database.db.select().from(members)).not.toEqual([]);
      expect(result.demoMembers?.password).toBeUndefined();
      expect(describeSeed(result)).toContain('not shown in production');
      expect(describeSeed(result)).not.toContain('Chosen#Pass1');
    });
  });
});
