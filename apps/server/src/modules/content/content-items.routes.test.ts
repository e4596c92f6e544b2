import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentCollections,
  contentImageMessages,
  contentMessages,
  type ContentFieldDefinition,
} from '@osi/shared';
import { eq } from 'drizzle-orm';
import { auditEvents } from '../../db/schema';
import { inject } from '../../../test/support/fellowship';
import { adminSessionCookie, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { multipart } from '../../../test/support/membership';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let app: TestApp;
let admin: string;
let member: string;
let image: Record<string, unknown>;

const upload = (bytes: Buffer, name = 'photo.png', type = 'image/png', cookie = admin) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/content/images',
    headers: { cookie },
    payload: multipart({}, { bytes, name, type }),
  });

beforeAll(async () => {
  app = await createTestApp();
  admin = await adminSessionCookie(app.db);
  member = await sessionCookie(app.db, 'member', (await insertMember(app.db)).id);
  const png = await sharp({
    create: { width: 2000, height: 1000, channels: 3, background: '#5b21b6' },
  })
    .png()
    .toBuffer();
  const uploaded = (await upload(png)).json();
  image = {
    id: uploaded.id,
    width: uploaded.width,
    height: uploaded.height,
    widths: uploaded.widths,
    alt: 'A lecture hall',
  };
});
afterAll(() => app.close());

/** A valid value of every field a definition list holds. */
const sampleOf = (fields: readonly ContentFieldDefinition[], title = 'Sample title') =>
  Object.fromEntries(
    fields.map((field) => {
      switch (field.kind) {
        case 'image':
          return [field.name, image];
        case 'richText':
          return [field.name, '<p>Body text</p>'];
        case 'select':
          return [field.name, field.options[0]];
        case 'number':
          return [field.name, field.min.value];
        case 'date':
          return [field.name, '2030-05-01'];
        case 'email':
          return [field.name, 'club@example.org'];
        case 'url':
          return [
            field.name,
            field.name === 'url'
              ? 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'
              : 'https://example.org/a.mp3',
          ];
        default:
          return [
            field.name,
            ['title', 'name', 'caption'].includes(field.name) ? title : 'Some words',
          ];
      }
    }),
  );

const create = (collection: string, body: object, cookie = admin) =>
  inject(app, 'POST', `/api/admin/content/${collection}`, cookie, body);
const publicList = async (collection: string, query = '') =>
  (await inject(app, 'GET', `/api/content/${collection}${query}`)).json();

describe('each collection', () => {
  it.each(contentCollections.map((collection) => [collection.name, collection] as const))(
    '%s refuses a blank item with every required field named, and keeps a valid one',
    async (name, collection) => {
      const blank = await create(name, {});
      expect(blank.statusCode).toBe(400);
      const expected = Object.fromEntries(
        collection.fields
          .filter((field) => 'required' in field && field.required)
          .map((field) => [field.name, (field as { required: string }).required]),
      );
      expect(blank.json().error.fieldErrors).toEqual(expected);

      const sample = sampleOf(collection.fields, `${name} sample`);
      const created = await create(name, { ...sample, published: true });
      expect(created.statusCode).toBe(201);
      expect(created.json().item).toMatchObject({ published: true, value: sample });
      expect(created.json().item.slug).toBe(collection.slugged ? `${name}-sample` : null);
      expect((await publicList(name)).items.map((item: { id: string }) => item.id)).toContain(
        created.json().item.id,
      );
    },
  );

  it('checks each field by its kind: web addresses, YouTube links, dates, images with alt', async () => {
    const video = await create('video', {
      title: 'Sinus lift',
      url: 'https://example.org/watch?v=dQw4w9WgXcQ',
    });
    expect(video.json().error.fieldErrors).toEqual({
      url: 'Please enter a YouTube video address',
    });
    const event = await create('event', {
      ...sampleOf(contentCollections.find((c) => c.name === 'event')!.fields),
      startDate: 'tomorrow',
      registrationUrl: 'javascript:alert(1)',
      image: { ...image, alt: ' ' },
    });
    expect(event.json().error.fieldErrors).toEqual({
      startDate: 'Please choose a date',
      registrationUrl: 'Please enter a web address starting with https://',
      'image.alt': contentImageMessages.alt,
    });
    const forged = await create('gallery', {
      caption: 'x',
      image: { ...image, id: '../../private/secret' },
    });
    expect(forged.json().error.fieldErrors).toEqual({ 'image.id': contentImageMessages.invalid });
  });
});

describe('rich text', () => {
  it('is sanitised on write: scripts, event handlers and javascript: links removed', async () => {
    const created = await create('press', {
      ...sampleOf(contentCollections[0].fields, 'Safe article'),
      body: '<p onclick="steal()">Hello <b>world</b><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a></p>',
    });
    expect(created.statusCode).toBe(201);
    const body = created.json().item.value.body as string;
    expect(body).toContain('Hello <b>world</b>');
    expect(body).not.toMatch(/script|onclick|onerror|javascript:|alert/i);
  });

  it('that is nothing but a script is empty, so a required field is refused', async () => {
    const refused = await create('press', {
      ...sampleOf(contentCollections[0].fields, 'Empty article'),
      body: '<script>alert(1)</script>',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ body: 'Please enter the article' });
  });
});

describe('slugs', () => {
  const press = (title: string, slug?: string) =>
    create('press', {
      ...sampleOf(contentCollections[0].fields, title),
      ...(slug ? { slug } : {}),
    });

  it('are made from the title as the spec says, a repeated title getting -2', async () => {
    const first = (await press('  Zygomatic & Pterygoid: A Review! ')).json().item;
    expect(first.slug).toBe('zygomatic-pterygoid-a-review');
    expect((await press('Zygomatic & Pterygoid: a review')).json().item.slug).toBe(
      'zygomatic-pterygoid-a-review-2',
    );
  });

  it('written by the editor are normalised, and one in use is refused on the field', async () => {
    const written = (await press('Any title', '  My Own -- Slug!! ')).json().item;
    expect(written.slug).toBe('my-own-slug');
    const taken = await press('Another title', 'my own slug');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fieldErrors).toEqual({ slug: contentMessages.slugTaken });
    const empty = await press('Another title', '!!!');
    expect(empty.json().error.fieldErrors).toEqual({ slug: contentMessages.slugEmpty });
    // Editing keeps its own slug without calling it taken.
    const edited = await inject(app, 'PUT', `/api/admin/content/press/${written.id}`, admin, {
      ...written.value,
      slug: 'my-own-slug',
      title: 'Edited',
    });
    expect(edited.json().item).toMatchObject({ slug: 'my-own-slug', value: { title: 'Edited' } });
  });
});

describe('publication', () => {
  it('keeps unpublished items from lists, pages and categories until published; else 404', async () => {
    const item = (
      await create('blog', {
        ...sampleOf(contentCollections[1].fields, 'Hidden draft'),
        category: 'Drafts Only',
      })
    ).json().item;
    expect(item.published).toBe(false);
    const visible = async () => ({
      listed: (await publicList('blog')).items.some((i: { id: string }) => i.id === item.id),
      page: (await inject(app, 'GET', '/api/content/blog/hidden-draft')).statusCode,
      category: (await publicList('blog', '?category=drafts-only')).total,
      categoryPage: (await inject(app, 'GET', '/api/content/blog/categories/drafts-only'))
        .statusCode,
      counted: (await publicList('blog/categories')).some(
        (c: { slug: string }) => c.slug === 'drafts-only',
      ),
    });
    expect(await visible()).toEqual({
      listed: false,
      page: 404,
      category: 0,
      categoryPage: 404,
      counted: false,
    });

    const url = `/api/admin/content/blog/${item.id}/published`;
    expect((await inject(app, 'PUT', url, admin, { published: true })).statusCode).toBe(200);
    expect(await visible()).toEqual({
      listed: true,
      page: 200,
      category: 1,
      categoryPage: 200,
      counted: true,
    });
    expect(await publicList('blog/categories')).toContainEqual({
      slug: 'drafts-only',
      name: 'Drafts Only',
      count: 1,
    });

    expect((await inject(app, 'GET', '/api/content/blog/categories/Drafts%20Only')).json()).toEqual(
      {
        slug: 'drafts-only',
        name: 'Drafts Only',
        count: 1,
      },
    );
    const unknown = await inject(app, 'GET', '/api/content/blog/categories/no-such-category');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(contentMessages.categoryNotFound);

    await inject(app, 'PUT', url, admin, { published: false });
    expect(await visible()).toEqual({
      listed: false,
      page: 404,
      category: 0,
      categoryPage: 404,
      counted: false,
    });
  });
});

describe('the back office', () => {
  it('lists every item with search and paging, orders, edits and deletes, all audited', async () => {
    const names = ['Dr. Asha Rao', 'Dr. Vikram Shetty', 'Dr. Meera Iyer'];
    const ids: string[] = [];
    for (const name of names) {
      ids.push(
        (await create('council', { ...sampleOf(contentCollections[5].fields, name) })).json().item
          .id,
      );
    }
    // Only these three are named "Dr.".
    const list = async (query: string) =>
      (await inject(app, 'GET', `/api/admin/content/council?search=dr.${query}`, admin)).json();
    // Newest first.
    expect((await list('')).items.map((i: { value: { name: string } }) => i.value.name)).toEqual(
      [...names].reverse(),
    );
    const shetty = await inject(app, 'GET', '/api/admin/content/council?search=SHETTY', admin);
    expect(shetty.json().items.map((i: { id: string }) => i.id)).toEqual([ids[1]]);
    expect(await list('&pageSize=2&page=2')).toMatchObject({ total: 3, totalPages: 2 });

    const order = [ids[1]!, ids[0]!, ids[2]!];
    expect(
      (await inject(app, 'PUT', '/api/admin/content/council/order', admin, { ids: order }))
        .statusCode,
    ).toBe(200);
    expect((await list('')).items.map((i: { id: string }) => i.id)).toEqual(order);
    const foreign = await inject(app, 'PUT', '/api/admin/content/press/order', admin, {
      ids: order,
    });
    expect(foreign.statusCode).toBe(400);

    expect(
      (await inject(app, 'DELETE', `/api/admin/content/council/${ids[0]}`, admin)).statusCode,
    ).toBe(200);
    expect((await list('')).total).toBe(2);
    expect(
      (await inject(app, 'DELETE', `/api/admin/content/council/${ids[0]}`, admin)).statusCode,
    ).toBe(404);
    const events = await app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entityId, ids[0]!))
      .orderBy(auditEvents.seq);
    expect(events.map((event) => event.action)).toEqual([
      'content-item.created',
      'content-item.deleted',
    ]);
    expect(events[1]!.before).toMatchObject({ value: { name: 'Dr. Asha Rao' } });
  });

  it('lists upcoming events nearest date first and past events most recent first', async () => {
    const eventFields = contentCollections.find((c) => c.name === 'event')!.fields;
    for (const [title, startDate] of [
      ['Past congress', '2001-01-10'],
      ['Later course', '2099-03-01'],
      ['Sooner course', '2098-03-01'],
    ] as const) {
      await create('event', { ...sampleOf(eventFields, title), startDate, published: true });
    }
    const titles = async (when: string) =>
      (await publicList('event', `?when=${when}`)).items.map(
        (item: { value: { title: string } }) => item.value.title,
      );
    expect((await titles('upcoming')).filter((title: string) => title.endsWith(' course'))).toEqual(
      ['Sooner course', 'Later course'],
    );
    expect(await titles('past')).toEqual(['Past congress']);
  });
});

describe('sections', () => {
  it('are null until written, checked and sanitised like items', async () => {
    const read = async () =>
      (await inject(app, 'GET', '/api/content/sections/fellowship-guidelines')).json();
    expect(await read()).toEqual({ name: 'fellowship-guidelines', value: null });
    const refused = await inject(
      app,
      'PUT',
      '/api/admin/content/sections/fellowship-guidelines',
      admin,
      {
        banner: '',
      },
    );
    expect(refused.json().error.fieldErrors).toMatchObject({
      banner: 'Please enter the banner caption',
    });
    const saved = await inject(
      app,
      'PUT',
      '/api/admin/content/sections/fellowship-guidelines',
      admin,
      {
        banner: 'Fellowship Guidelines',
        heading: 'Before you apply',
        body: '<ol><li onmouseover="x()">Be a member</li></ol><script>x()</script>',
      },
    );
    expect(saved.json()).toEqual({ message: contentMessages.sectionSaved });
    expect((await read()).value).toEqual({
      banner: 'Fellowship Guidelines',
      heading: 'Before you apply',
      body: '<ol><li>Be a member</li></ol>',
    });
    expect((await inject(app, 'GET', '/api/content/sections/nothing')).statusCode).toBe(400);
  });
});

describe('images', () => {
  it('are resized into widths up to 1600 px, served as WebP, with a srcset', async () => {
    expect(image).toMatchObject({ width: 1600, height: 800, widths: [320, 640, 1024, 1600] });
    const small = (
      await upload(
        await sharp({ create: { width: 500, height: 400, channels: 3, background: '#fff' } })
          .jpeg()
          .toBuffer(),
        'small.jpg',
        'image/jpeg',
      )
    ).json();
    expect(small).toMatchObject({ width: 500, height: 400, widths: [320, 500] });
    expect(small.srcSet).toBe(
      `/uploads/public/content/${small.id}-320.webp 320w, /uploads/public/content/${small.id}-500.webp 500w`,
    );
    const served = await app.inject({ method: 'GET', url: small.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(500);
  });

  it('are judged by their bytes, not their name', async () => {
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'x.png', 'image/png');
    expect(fake.statusCode).toBe(400);
  });
});

describe('authorization', () => {
  it('lets only administrators write or see unpublished items; nothing changes otherwise', async () => {
    const item = (await create('gallery', sampleOf(contentCollections[8].fields, 'Kept'))).json()
      .item;
    const writes = [
      ['GET', '/api/admin/content/gallery', undefined],
      ['GET', `/api/admin/content/gallery/${item.id}`, undefined],
      ['POST', '/api/admin/content/gallery', sampleOf(contentCollections[8].fields)],
      ['PUT', `/api/admin/content/gallery/${item.id}`, { ...item.value, caption: 'Changed' }],
      ['PUT', `/api/admin/content/gallery/${item.id}/published`, { published: true }],
      ['PUT', '/api/admin/content/gallery/order', { ids: [item.id] }],
      ['DELETE', `/api/admin/content/gallery/${item.id}`, undefined],
      ['PUT', '/api/admin/content/sections/home', sampleOf(contentCollections[8].fields)],
    ] as const;
    for (const cookie of [undefined, member]) {
      for (const [method, url, body] of writes) {
        const response = await inject(app, method, url, cookie, body);
        expect(response.statusCode, `${method} ${url}`).toBe(401);
      }
      expect((await upload(Buffer.from('x'), 'x.png', 'image/png', cookie ?? '')).statusCode).toBe(
        401,
      );
    }
    const after = (await inject(app, 'GET', `/api/admin/content/gallery/${item.id}`, admin)).json();
    expect(after).toMatchObject({ published: false, value: { caption: 'Kept' } });
    expect((await inject(app, 'GET', '/api/content/sections/home')).json().value).toBeNull();
  });
});
