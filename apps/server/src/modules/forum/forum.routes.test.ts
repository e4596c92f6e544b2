import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  forumClosedCode,
  forumMessages,
  moderationMessages,
  type ForumCategory,
} from '@osi/shared';
import { auditEvents, forumPosts, outboxMessages } from '../../db/schema';
import { insertAdmin, insertMember, sessionCookie } from '../../../test/support/fixtures';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { postsPageSize, seedForumCategories } from './forum.service';

let app: TestApp;
let category: ForumCategory;
const people = {} as Record<
  'asha' | 'bala' | 'admin',
  { id: string; cookie: string; email: string }
>;

beforeAll(async () => {
  app = await createTestApp();
  await seedForumCategories(app.db);
  for (const [key, firstName] of [
    ['asha', 'Asha'],
    ['bala', 'Bala'],
  ] as const) {
    const member = await insertMember(app.db, {
      firstName,
      lastName: 'Rao',
      title: 'Dr.',
      status: 'approved',
    });
    people[key] = {
      id: member.id,
      email: member.email,
      cookie: await sessionCookie(app.db, 'member', member.id),
    };
  }
  const admin = await insertAdmin(app.db);
  people.admin = {
    id: admin.id,
    email: admin.email,
    cookie: await sessionCookie(app.db, 'admin', admin.id),
  };
  [category] = (await as('asha').get('/api/forum/categories')).json();
});
afterAll(() => app.close());

const as = (who: keyof typeof people) => ({
  get: (url: string) => app.inject({ method: 'GET', url, headers: { cookie: people[who].cookie } }),
  send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { cookie: people[who].cookie },
    }),
});

const startThread = async (
  who: 'asha' | 'bala',
  title = 'Immediate loading in the anterior maxilla',
) => {
  const response = await as(who).send('POST', '/api/forum/threads', {
    categoryId: category.id,
    title,
    body: 'What torque do you wait for before loading?',
  });
  expect(response.statusCode).toBe(201);
  return response.json().thread.slug as string;
};
const readThread = async (slug: string, who: 'asha' | 'bala' = 'asha', page = 1) =>
  (await as(who).get(`/api/forum/threads/${slug}?page=${page}`)).json();
const replyTo = (slug: string, who: 'asha' | 'bala', body = 'I wait for 35 Ncm.') =>
  as(who).send('POST', `/api/forum/threads/${slug}/posts`, { body });
const mailsTo = (email: string) =>
  app.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));

describe('reading', () => {
  it('is for members only', async () => {
    for (const url of ['/api/forum/categories', '/api/forum/threads']) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await as('admin').get(url)).statusCode).toBe(401);
    }
  });

  it('is for members in good standing: pending and declined applicants are told why', async () => {
    for (const [status, message] of [
      ['pending', forumMessages.pendingMember],
      ['declined', forumMessages.declinedMember],
    ] as const) {
      const applicant = await insertMember(app.db, { status });
      const cookie = await sessionCookie(app.db, 'member', applicant.id);
      const asApplicant = (method: 'GET' | 'POST', url: string, payload?: object) =>
        app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
      const slug = await startThread('asha', `Open to ${status} applicants?`);
      for (const refused of [
        await asApplicant('GET', '/api/forum/categories'),
        await asApplicant('GET', '/api/forum/threads'),
        await asApplicant('GET', `/api/forum/threads/${slug}`),
        await asApplicant('POST', `/api/forum/threads/${slug}/posts`, { body: 'May I join in?' }),
        await asApplicant('POST', '/api/forum/threads', {
          categoryId: category.id,
          title: 'My first thread',
          body: 'Hello, colleagues.',
        }),
      ]) {
        expect(refused.statusCode).toBe(403);
        expect(refused.json().error).toEqual({ code: forumClosedCode, message });
      }
    }
  });

  it('lists the categories with how many threads each has', async () => {
    const slug = await startThread('asha');
    const categories = (await as('bala').get('/api/forum/categories')).json();
    expect(categories.map((item: ForumCategory) => item.slug)).toContain('implant-planning');
    expect(categories[0].threadCount).toBeGreaterThanOrEqual(1);
    const listed = (await as('bala').get(`/api/forum/threads?category=${category.slug}`)).json();
    expect(listed.items.map((item: { slug: string }) => item.slug)).toContain(slug);
  });
});

describe('starting a thread', () => {
  it('checks the form with its messages', async () => {
    const response = await as('asha').send('POST', '/api/forum/threads', {
      categoryId: '',
      title: ' ',
      body: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({
      categoryId: forumMessages.categoryRequired,
      title: forumMessages.titleRequired,
      body: forumMessages.bodyRequired,
    });
    const unknown = await as('asha').send('POST', '/api/forum/threads', {
      categoryId: '00000000-0000-4000-8000-000000000000',
      title: 'A',
      body: 'B',
    });
    expect(unknown.json().error.fieldErrors).toEqual({
      categoryId: forumMessages.categoryRequired,
    });
  });

  it('stores what the member typed, markup and escaped markup alike, for pages to escape', async () => {
    const typed = {
      title: 'Sinus <b>lift</b> & &lt;script&gt;',
      body: 'Crestal or lateral? <script>alert(1)</script> a < b & c, written &lt;script&gt;',
    };
    const response = await as('asha').send('POST', '/api/forum/threads', {
      categoryId: category.id,
      ...typed,
    });
    const { thread, posts } = await readThread(response.json().thread.slug);
    expect(thread.title).toBe(typed.title);
    expect(posts.items[0].body).toBe(typed.body);
  });

  it('shows the opening post first, editable by its author only', async () => {
    const slug = await startThread('asha', 'Short implants');
    expect(slug).toMatch(/^short-implants-[0-9a-f]{8}$/);
    const own = await readThread(slug, 'asha');
    expect(own.thread).toMatchObject({ title: 'Short implants', replyCount: 0, pinned: false });
    expect(own.thread.author.name).toBe('Dr. Asha Rao');
    expect(own.posts.items[0]).toMatchObject({ isOpening: true, removed: null });
    expect(own.posts.items[0].editableUntil).not.toBeNull();
    expect((await readThread(slug, 'bala')).posts.items[0].editableUntil).toBeNull();
    expect((await as('bala').get('/api/forum/threads/no-such-thread')).statusCode).toBe(404);
  });
});

describe('replying', () => {
  it("tells the thread's author by e-mail, but not about their own replies", async () => {
    const slug = await startThread('asha', 'Zygomatic implants');
    expect((await replyTo(slug, 'bala')).json()).toEqual({ message: forumMessages.replied });
    const [mail] = await mailsTo(people.asha.email);
    expect(mail?.subject).toBe('New reply to “Zygomatic implants”');
    expect(mail?.text).toContain('Dr. Bala Rao replied');
    expect(mail?.text).toContain(`http://localhost:3000/discussion-forums/${slug}`);
    expect(mail?.text).toContain('http://localhost:3000/dashboard?tab=settings');
    await replyTo(slug, 'asha', 'Thank you!');
    expect(await mailsTo(people.asha.email)).toHaveLength(1);
    expect((await readThread(slug)).thread.replyCount).toBe(2);
  });

  it('sends no e-mail to an author who turned reply e-mails off', async () => {
    const bala = people.bala;
    expect((await as('bala').get('/api/me/forum-preferences')).json()).toEqual({
      replyEmails: true,
    });
    const saved = await as('bala').send('PUT', '/api/me/forum-preferences', { replyEmails: false });
    expect(saved.json()).toMatchObject({ message: forumMessages.preferencesSaved });
    const slug = await startThread('bala', 'Guided surgery');
    await replyTo(slug, 'asha');
    expect(await mailsTo(bala.email)).toHaveLength(0);
    await as('bala').send('PUT', '/api/me/forum-preferences', { replyEmails: true });
  });

  it('pages the posts', async () => {
    const slug = await startThread('asha', 'Long thread');
    for (let index = 0; index < postsPageSize + 5; index += 1) {
      await app.inject({
        method: 'POST',
        url: `/api/forum/threads/${slug}/posts`,
        payload: { body: `Reply ${index}` },
        headers: { cookie: people.bala.cookie },
        remoteAddress: `10.80.0.${index + 1}`,
      });
    }
    const second = await readThread(slug, 'asha', 2);
    expect(second.posts).toMatchObject({ page: 2, total: postsPageSize + 6, totalPages: 2 });
    expect(second.posts.items.map((post: { body: string }) => post.body)).toEqual(
      [19, 20, 21, 22, 23, 24].map((index) => `Reply ${index}`),
    );
  });
});

describe('editing and deleting one’s own posts', () => {
  it('lets only the author change a post, within the window', async () => {
    const slug = await startThread('asha', 'Bone grafts');
    await replyTo(slug, 'bala', 'Xenograft.');
    const { posts } = await readThread(slug);
    const [opening, balaReply] = posts.items;
    const edit = (who: 'asha' | 'bala', id: string, payload: object) =>
      as(who).send('PUT', `/api/forum/posts/${id}`, payload);

    const notYours = await edit('asha', balaReply.id, { body: 'Hacked' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe(forumMessages.notYours);

    const edited = await edit('asha', opening.id, {
      title: 'Bone grafts: which?',
      body: 'Edited.',
    });
    expect(edited.json()).toEqual({ message: forumMessages.edited });
    const after = await readThread(slug);
    expect(after.thread.title).toBe('Bone grafts: which?');
    expect(after.posts.items[0]).toMatchObject({ body: 'Edited.', editedAt: expect.any(String) });

    await app.db
      .update(forumPosts)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(forumPosts.id, balaReply.id));
    const late = await edit('bala', balaReply.id, { body: 'Too late' });
    expect(late.statusCode).toBe(403);
    expect(late.json().error.message).toBe(forumMessages.windowClosed);
    expect((await as('bala').send('DELETE', `/api/forum/posts/${balaReply.id}`)).statusCode).toBe(
      403,
    );
  });

  it('keeps a deleted reply’s place without its text', async () => {
    const slug = await startThread('asha', 'Abutments');
    await replyTo(slug, 'bala', 'Oops, wrong thread');
    const reply = (await readThread(slug)).posts.items[1];
    const deleted = await as('bala').send('DELETE', `/api/forum/posts/${reply.id}`);
    expect(deleted.json()).toEqual({ message: forumMessages.deleted });
    expect((await readThread(slug)).posts.items[1]).toMatchObject({
      body: null,
      removed: 'deleted',
    });
  });

  it('deletes a thread with its opening post only while nobody else has replied', async () => {
    const answered = await startThread('asha', 'Answered');
    await replyTo(answered, 'bala');
    const opening = (await readThread(answered)).posts.items[0];
    const refused = await as('asha').send('DELETE', `/api/forum/posts/${opening.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(forumMessages.threadHasReplies);

    const lonely = await startThread('asha', 'Lonely');
    const lonelyOpening = (await readThread(lonely)).posts.items[0];
    const removed = await as('asha').send('DELETE', `/api/forum/posts/${lonelyOpening.id}`);
    expect(removed.json()).toEqual({ message: forumMessages.threadDeleted });
    expect((await as('asha').get(`/api/forum/threads/${lonely}`)).statusCode).toBe(404);
  });
});

describe('moderation in the back office', () => {
  const moderate = (id: string, action: string) =>
    as('admin').send('POST', `/api/admin/forum/threads/${id}/moderation`, { action });
  const auditOf = async (id: string) =>
    (
      await app.db
        .select()
        .from(auditEvents)
        .where(eq(auditEvents.entityId, id))
        .orderBy(auditEvents.seq)
    ).map((event) => event.action);

  it('is for administrators only', async () => {
    expect((await as('asha').get('/api/admin/forum/threads')).statusCode).toBe(401);
  });

  it('pins a thread to the top and locks it against replies and edits, audited', async () => {
    const slug = await startThread('bala', 'Pin me');
    const { thread, posts } = await readThread(slug, 'bala');
    await startThread('asha', 'Newer thread');
    expect((await moderate(thread.id, 'pin')).json()).toEqual({ message: moderationMessages.pin });
    expect((await as('asha').get('/api/forum/threads')).json().items[0].slug).toBe(slug);

    await moderate(thread.id, 'lock');
    const refused = await replyTo(slug, 'asha');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(forumMessages.locked);
    const edit = await as('bala').send('PUT', `/api/forum/posts/${posts.items[0].id}`, {
      body: 'Changed',
    });
    expect(edit.statusCode).toBe(409);
    await moderate(thread.id, 'unlock');
    expect((await replyTo(slug, 'asha')).statusCode).toBe(201);
    expect(await auditOf(thread.id)).toEqual([
      'forum-thread.pin',
      'forum-thread.lock',
      'forum-thread.unlock',
    ]);
  });

  it('hides a thread from members, not from administrators, and shows it again', async () => {
    const slug = await startThread('asha', 'Hide me');
    const { thread } = await readThread(slug);
    await moderate(thread.id, 'hide');
    expect((await as('bala').get(`/api/forum/threads/${slug}`)).statusCode).toBe(404);
    const list = (await as('bala').get('/api/forum/threads?search=Hide me')).json();
    expect(list.total).toBe(0);
    const forAdmin = (await as('admin').get('/api/admin/forum/threads?search=Hide me')).json();
    expect(forAdmin.items[0]).toMatchObject({ id: thread.id, hidden: true, deleted: false });
    await moderate(thread.id, 'unhide');
    expect((await as('bala').get(`/api/forum/threads/${slug}`)).statusCode).toBe(200);
  });

  it('hides and deletes single posts, keeping their text for administrators', async () => {
    const slug = await startThread('asha', 'Moderate replies');
    await replyTo(slug, 'bala', 'Rude words');
    const { thread, posts } = await readThread(slug);
    const replyId = posts.items[1].id;
    await as('admin').send('POST', `/api/admin/forum/posts/${replyId}/moderation`, {
      action: 'hide',
    });
    expect((await readThread(slug)).posts.items[1]).toMatchObject({
      body: null,
      removed: 'hidden',
    });
    const detail = (await as('admin').get(`/api/admin/forum/threads/${thread.id}`)).json();
    expect(detail.posts[1]).toMatchObject({ body: 'Rude words', removed: 'hidden' });
    await as('admin').send('DELETE', `/api/admin/forum/posts/${replyId}`);
    expect(await auditOf(replyId)).toEqual(['forum-post.hide', 'forum-post.deleted']);
  });

  it('deletes a thread: kept, audited, gone for members', async () => {
    const slug = await startThread('asha', 'Delete me');
    const { thread } = await readThread(slug);
    expect(
      (await as('admin').send('DELETE', `/api/admin/forum/threads/${thread.id}`)).json(),
    ).toEqual({ message: moderationMessages.delete });
    expect((await as('bala').get(`/api/forum/threads/${slug}`)).statusCode).toBe(404);
    const detail = (await as('admin').get(`/api/admin/forum/threads/${thread.id}`)).json();
    expect(detail.thread.deleted).toBe(true);
    expect(await auditOf(thread.id)).toEqual(['forum-thread.deleted']);
    expect((await moderate(thread.id, 'pin')).statusCode).toBe(404);
  });
});
