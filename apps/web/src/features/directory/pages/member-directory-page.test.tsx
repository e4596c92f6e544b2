import { directoryMessages, type DirectoryMember } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { onePage } from '@/testing/fixtures';
import { directoryMember } from '@/testing/member-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

/** The pages' code, loaded before the first test so it does not wait for it. */
beforeAll(async () => {
  await Promise.all([import('./member-directory-page'), import('./member-profile-page')]);
});

const page = (items: DirectoryMember[]) => onePage(items, 12);

describe('Directory Finder', () => {
  it('lists the members and searches by what is typed', async () => {
    const fetchMock = stubApi({
      'GET /api/directory/members': (_init, url) =>
        jsonResponse(
          url.searchParams.get('search') === 'pune' ? page([]) : page([directoryMember()]),
        ),
    });
    const { user, router } = await renderApp('/member-directory');
    const link = await screen.findByRole('link', { name: 'Dr. Anjali Rao' });
    expect(link).toHaveAttribute('href', '/studyclub-member/00000000-0000-4000-8000-000000000001');
    expect(screen.getByText('Periodontics')).toBeVisible();
    expect(screen.getByText('Mysuru, Karnataka')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search the directory' }), 'pune');
    expect(await screen.findByRole('heading', { name: 'No members found' })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?search=pune'));
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/directory/members?page=1&search=pune',
      expect.anything(),
    );
  });

  it('says when nobody is listed yet', async () => {
    stubApi({ 'GET /api/directory/members': () => jsonResponse(page([])) });
    await renderApp('/member-directory');
    expect(await screen.findByRole('heading', { name: 'No members listed yet' })).toBeVisible();
  });
});

describe('member profile', () => {
  it('shows the photo, name, city, country and year, and e-mail or mobile only when shared', async () => {
    stubApi({
      'GET /api/directory/members/00000000-0000-4000-8000-000000000001': () =>
        jsonResponse(directoryMember({ email: 'anjali@clinic.example' })),
    });
    await renderApp('/studyclub-member/00000000-0000-4000-8000-000000000001');
    const profile = within(await screen.findByRole('article'));
    expect(profile.getByRole('heading', { level: 1, name: 'Dr. Anjali Rao' })).toBeVisible();
    expect(profile.getByRole('img', { name: 'Dr. Anjali Rao' })).toBeVisible();
    expect(profile.getByRole('link', { name: 'anjali@clinic.example' })).toHaveAttribute(
      'href',
      'mailto:anjali@clinic.example',
    );
    expect(profile.queryByRole('link', { name: /^\d{10}$/ })).toBeNull();
    expect(profile.getByText('Mysuru, India')).toBeVisible();
    expect(profile.getByText('Registered since 2024')).toBeVisible();
  });

  it('says when the member is not listed', async () => {
    stubApi({
      'GET /api/directory/members/00000000-0000-4000-8000-000000000009': () =>
        errorResponse(404, 'not_found', directoryMessages.notListed),
    });
    await renderApp('/studyclub-member/00000000-0000-4000-8000-000000000009');
    expect(await screen.findByRole('alert')).toHaveTextContent(directoryMessages.notListed);
  });

  it('shows the heading and introduction the back office saved', async () => {
    stubApi({
      'GET /api/directory/members': () => jsonResponse(page([directoryMember()])),
      'GET /api/content/sections/directory-finder': () =>
        jsonResponse({
          name: 'directory-finder',
          value: { banner: 'Find a colleague', intro: 'Members near you, by city.' },
        }),
    });
    await renderApp('/member-directory');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find a colleague' }),
    ).toBeVisible();
    expect(screen.getByText('Members near you, by city.')).toBeVisible();
  });
});
