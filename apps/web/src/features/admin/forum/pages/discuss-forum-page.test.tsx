import { moderationMessages, type AdminForumThread } from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { onePage } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const thread: AdminForumThread = {
  id: testId(10),
  slug: 'short-implants-1a2b3c4d',
  title: 'Short implants',
  category: { slug: 'general', name: 'General discussion' },
  author: { id: testId(1), name: 'Dr. Asha Rao', profilePictureUrl: null },
  replyCount: 2,
  createdAt: '2026-03-03T10:00:00.000Z',
  lastPostAt: '2026-03-03T11:00:00.000Z',
  pinned: false,
  locked: true,
  hidden: false,
  deleted: false,
};

describe('Discuss forum', () => {
  it('lists the threads with their state and pins one', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/forum/threads': () => jsonResponse(onePage([thread])),
      [`POST /api/admin/forum/threads/${testId(10)}/moderation`]: () =>
        jsonResponse({ message: moderationMessages.pin }),
    });
    const { user } = await renderApp('/admindiscuss');
    const card = within(await screen.findByRole('article'));
    expect(card.getByRole('link', { name: 'Short implants' })).toHaveAttribute(
      'href',
      `/admindiscuss/${testId(10)}`,
    );
    expect(card.getByText(/· 2 replies ·/)).toBeVisible();
    expect(card.getByText('Locked')).toBeVisible();
    expect(card.getByRole('button', { name: 'Unlock “Short implants”' })).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Pin “Short implants”' }));
    expect(await screen.findByText(moderationMessages.pin)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/forum/threads/${testId(10)}/moderation`,
      expect.objectContaining({ body: JSON.stringify({ action: 'pin' }) }),
    );
  });

  it('says “1 reply”, never “1 replies”', async () => {
    stubAdminApi({
      'GET /api/admin/forum/threads': () => jsonResponse(onePage([{ ...thread, replyCount: 1 }])),
    });
    await renderApp('/admindiscuss');
    const card = within(await screen.findByRole('article'));
    expect(card.getByText(/· 1 reply ·/)).toBeVisible();
    expect(card.queryByText(/replies/)).toBeNull();
  });
});
