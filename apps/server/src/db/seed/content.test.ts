import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentCollections,
  contentImageSchema,
  contentSections,
  contentValueSchema,
  imageSources,
} from '@osi/shared';
import { storedContentType } from '../../../test/support/stored-file';
import { createTestDatabase } from '../../../test/support/test-database';
import { createStorage } from '../../infra/storage';
import { getSection, listPublishedItems } from '../../modules/content/content.service';
import type { DatabaseHandle } from '../client';
import { contentItems, privacyNoticeVersions } from '../schema';
import { seedDemoContent } from './content';

let database: DatabaseHandle;
let dataDir: string;
beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'osi-content-seed-'));
});
afterAll(async () => {
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('the demo content', () => {
  it('fills every collection and page record with valid, published content and stored images, once', async () => {
    const storage = createStorage({ dataDir, s3: undefined });
    await seedDemoContent(database.db, storage);
    for (const collection of contentCollections) {
      const page = await listPublishedItems(database.db, collection.name, {
        page: 1,
        pageSize: 100,
      });
      expect(page.total, collection.name).toBeGreaterThanOrEqual(3);
      for (const item of page.items) {
        expect(contentValueSchema(collection).safeParse(item.value).success).toBe(true);
        if (collection.slugged) expect(item.slug).toMatch(/^[a-z0-9-]+$/);
      }
    }
    for (const section of contentSections) {
      expect((await getSection(database.db, section.name)).value, section.name).not.toBeNull();
    }
    const image = contentImageSchema.parse(
      (await listPublishedItems(database.db, 'press', { page: 1, pageSize: 1 })).items[0]!.value
        .image,
    );
    const name = imageSources(image).src.replace('/uploads/public/', '');
    expect(await storedContentType(storage, `public/${name}`)).not.toBeNull();

    const [notice] = await database.db.select().from(privacyNoticeVersions);
    expect(notice).toMatchObject({ version: 1, publishedBy: null });
    expect(notice!.value).toEqual((await getSection(database.db, 'privacy')).value);

    const before = (await database.db.select().from(contentItems)).length;
    await seedDemoContent(database.db, storage);
    expect((await database.db.select().from(contentItems)).length).toBe(before);
    expect(await database.db.select().from(privacyNoticeVersions)).toHaveLength(1);
  });
});
