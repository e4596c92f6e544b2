import {
  forumClosedCode,
  forumMessages,
  type ForumPost,
  type ForumThreadSummary,
} from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage, signedIn, signedOut } from '@/testing/fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

/** The pages' code, loaded before the first test so it does not wait for it. */
beforeAll(async () => {
  await Promise.all([
    import('./forum-page'),
    import('./thread-page'),
    import('./new-thread-page'),
    import('../components/forum-access'),
    import('@/features/auth/pages/login-page'),
  ]);
});

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const author = { id: id(1), name: 'Dr. Asha Rao', profilePictureUrl: null };
const thread = (overrides: Partial<ForumThreadSummary> = {}): ForumThreadSummary => ({
  id: id(10),
  slug: 'short-implants-1a2b3c4d',
  title: 'Short implants',
  category: { slug: 'surgical-techniques', name: 'Surgical techniques' },
  author,
  replyCount: 1,
  createdAt: '2026-03-03T10:00:00.000Z',
  lastPostAt: '2026-03-03T11:00:00.000Z',
  pinned: false,
  locked: false,
  ...overrides,
});
const post = (overrides: Partial<ForumPost> = {}): ForumPost => ({
  id: id(20),
  author,
  isOpening: true,
  body: 'When do you choose a 6 mm implant?',
  removed: null,
  createdAt: '2026-03-03T10:00:00.000Z',
  editedAt: null,
  editableUntil: null,
  ...overrides,
});
const categories = [
  {
    id: id(30),
    slug: 'surgical-techniques',
    name: 'Surgical techniques',
    description: '',
    threadCount: 1,
  },
];

describe('the forum for signed-out visitors', () => {
  it.each(['/discussion-forums', '/discussion-forums/short-implants-1a2b3c4d', '/new-thread'])(
    'sends %s to the login page, and back there after signing in',
    async (path) => {
      let session = signedOut;
      stubApi({
        'GET /api/session': () => jsonResponse(session),
        'POST /api/auth/member/login': () => {
          session = signedIn;
          return jsonResponse({ message: 'Login successful', member: signedIn.member });
        },
        'GET /api/forum/categories': () => jsonResponse(categories),
        'GET /api/forum/threads': () => jsonResponse(onePage([thread()])),
        'GET /api/forum/threads/short-implants-1a2b3c4d': () =>
          jsonResponse({ thread: thread(), posts: onePage([post()]) }),
      });
      const { user, router } = await renderApp(path);
      await arrivedAt(router, '/member-login');
      expect(router.state.location.search).toBe(`?next=${encodeURIComponent(path)}`);
      await user.type(await screen.findByLabelText('Email'), 'asha.rao@example.com');
      await user.type(screen.getByLabelText('Password'), 'Implant#2025');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await arrivedAt(router, path);
    },
  );

  it('never follows a next address to another site', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedIn) });
    const { router } = await renderApp('/member-login?next=//evil.example/');
    await arrivedAt(router, '/dashboard');
  });
});

describe('the forum for a member not in good standing', () => {
  it('tells a lapsed member to renew', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/forum/categories': () =>
        errorResponse(403, forumClosedCode, forumMessages.lapsedMember),
    });
    await renderApp('/discussion-forums');
    expect(
      await screen.findByRole('heading', { name: 'The forum is for current members' }),
    ).toBeVisible();
    expect(
      screen.getByText('Your membership has lapsed. Renew it to use the forum again.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it.each(['/discussion-forums', '/discussion-forums/short-implants-1a2b3c4d', '/new-thread'])(
    'says on %s why it is closed to them, instead of failing',
    async (path) => {
      stubApi({
        'GET /api/session': () => jsonResponse(signedIn),
        'GET /api/forum/categories': () =>
          errorResponse(403, forumClosedCode, forumMessages.pendingMember),
        'GET /api/forum/threads': () =>
          errorResponse(403, forumClosedCode, forumMessages.pendingMember),
        'GET /api/forum/threads/short-implants-1a2b3c4d': () =>
          errorResponse(403, forumClosedCode, forumMessages.pendingMember),
      });
      await renderApp(path);
      expect(
        await screen.findByRole('heading', { name: 'The forum is for approved members' }),
      ).toBeVisible();
      expect(screen.getByText(forumMessages.pendingMember)).toBeVisible();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );
});

describe('a thread', () => {
  const stubThread = (summary: ForumThreadSummary, posts: ForumPost[]) =>
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      [`GET /api/forum/threads/${summary.slug}`]: () =>
        jsonResponse({ thread: summary, posts: onePage(posts) }),
      [`POST /api/forum/threads/${summary.slug}/posts`]: () =>
        jsonResponse({ message: forumMessages.replied }, 201),
    });

  it('offers Edit and Delete only on posts the reader may still change', async () => {
    stubThread(thread(), [
      post(),
      post({
        id: id(21),
        isOpening: false,
        author: { ...author, id: id(2), name: 'Dr. Bala Rao' },
        body: 'Mine',
        editableUntil: '2026-03-03T11:30:00.000Z',
      }),
      post({ id: id(22), isOpening: false, body: null, removed: 'hidden' }),
    ]);
    await renderApp('/discussion-forums/short-implants-1a2b3c4d');
    const opening = within(
      await screen.findByRole('article', { name: 'Opening post by Dr. Asha Rao' }),
    );
    expect(opening.queryByRole('button', { name: 'Edit' })).toBeNull();
    const mine = within(screen.getByRole('article', { name: 'Reply by Dr. Bala Rao' }));
    expect(mine.getByRole('button', { name: 'Edit' })).toBeVisible();
    expect(mine.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect(screen.getByText('This post was hidden by the moderators.')).toBeVisible();
  });

  it('replies and clears the form', async () => {
    const fetchMock = stubThread(thread(), [post()]);
    const { user } = await renderApp('/discussion-forums/short-implants-1a2b3c4d');
    await user.type(await screen.findByLabelText('Your reply', {}), 'At 8 mm of bone.');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));
    expect(await screen.findByText(forumMessages.replied)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/forum/threads/short-implants-1a2b3c4d/posts',
      expect.objectContaining({ body: JSON.stringify({ body: 'At 8 mm of bone.' }) }),
    );
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
  });

  it('says a locked thread takes no replies', async () => {
    stubThread(thread({ locked: true }), [post()]);
    await renderApp('/discussion-forums/short-implants-1a2b3c4d');
    expect(await screen.findByText('This thread is locked', {})).toBeVisible();
    expect(screen.queryByLabelText('Your reply')).toBeNull();
  });

  it('says a removed thread does not exist', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/forum/threads/gone': () =>
        errorResponse(404, 'not_found', forumMessages.threadNotFound),
    });
    await renderApp('/discussion-forums/gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(forumMessages.threadNotFound);
  });
});

describe('a new thread', () => {
  it('checks the form, posts it and opens the thread', async () => {
    const fetchMock = stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/forum/categories': () => jsonResponse(categories),
      'POST /api/forum/threads': () =>
        jsonResponse(
          { message: forumMessages.threadStarted, thread: { slug: 'new-one-1234abcd' } },
          201,
        ),
      'GET /api/forum/threads/new-one-1234abcd': () =>
        jsonResponse({
          thread: thread({ slug: 'new-one-1234abcd', title: 'New one' }),
          posts: onePage([post()]),
        }),
    });
    const { user, router } = await renderApp('/new-thread');
    await user.click(await screen.findByRole('button', { name: 'Post thread' }));
    expect(screen.getByLabelText(/Category/)).toHaveAccessibleDescription(
      forumMessages.categoryRequired,
    );
    expect(screen.getByLabelText(/Title/)).toHaveAccessibleDescription(forumMessages.titleRequired);
    await user.selectOptions(screen.getByLabelText(/Category/), 'Surgical techniques');
    await user.type(screen.getByLabelText(/Title/), 'New one');
    await user.type(screen.getByLabelText(/Message/), 'Hello colleagues');
    await user.click(screen.getByRole('button', { name: 'Post thread' }));
    await arrivedAt(router, '/discussion-forums/new-one-1234abcd');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/forum/threads',
      expect.objectContaining({
        body: JSON.stringify({ categoryId: id(30), title: 'New one', body: 'Hello colleagues' }),
      }),
    );
  });
});
