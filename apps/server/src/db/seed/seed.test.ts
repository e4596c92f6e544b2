import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '@osi/shared';
import { createTestDatabase } from '../../../test/support/test-database';
import { verifyPassword } from '../../lib/passwords';
import type { DatabaseHandle } from '../client';
import { admins, settings } from '../schema';
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

  it('uses SEED_ADMIN_PASSWORD when given and never prints it', async () => {
    const result = await seedDatabase(database.db, {
      seedAdmin: { email: 'chief@osi.example', password: 'Chosen#Password1' },
      seedDemoData: true,
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
    };
    await seedDatabase(database.db, seedConfig);
    const again = await seedDatabase(database.db, seedConfig);
    expect(again.admin).toBeUndefined();
    expect(describeSeed(again)).toBeUndefined();
    expect(await adminRows()).toHaveLength(1);
  });
});
