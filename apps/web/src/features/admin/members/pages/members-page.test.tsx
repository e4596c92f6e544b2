import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, memberListItem, memberPage, stubAdminApi } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const twentyFive = Array.from({ length: 25 }, (_, index) => memberListItem(index + 1));

/** The list endpoint over `members`, paged and searched as the server does. */
const listOf = (members = twentyFive) => ({
  'GET /api/admin/members': (_: unknown, url: URL) => {
    const page = Number(url.searchParams.get('page'));
    const search = url.searchParams.get('search') ?? '';
    const found = members.filter((member) => member.email.includes(search.toLowerCase()));
    return jsonResponse(
      memberPage(found.slice((page - 1) * 20, page * 20), { page, total: found.length }),
    );
  },
});

const cards = () => screen.getAllByRole('article');
const card = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

const listRequests = (fetchMock: ReturnType<typeof stubAdminApi>) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/admin/members?'));

describe('membership applications list', () => {
  it('numbers the cards across pages and pages with Prev and Next', async () => {
    const fetchMock = stubAdminApi(listOf());
    const { user, router } = await renderApp('/admin-membership-applications');

    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
    expect(cards()).toHaveLength(20);
    expect(cards()[0]).toHaveTextContent(/^Number 1Dr\. Member1 Sharma/);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();
    expect(listRequests(fetchMock)).toEqual(['/api/admin/members?page=1&pageSize=20']);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
    expect(cards()).toHaveLength(5);
    expect(cards()[0]).toHaveTextContent(/^Number 21Dr\. Member21 Sharma/);
    expect(cards()[4]).toHaveTextContent(/^Number 25/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(router.state.location.search).toBe('?page=2');

    await user.click(screen.getByRole('button', { name: 'Prev' }));
    expect(await screen.findByText('Page 1 of 2')).toBeVisible();
  });

  it('shows title and names, an e-mail link, the phone, and links View to the details', async () => {
    stubAdminApi(
      listOf([memberListItem(1, { title: 'Prof.', middleName: 'Kumar', firstName: 'Ravi' })]),
    );
    await renderApp('/admin-membership-applications');
    const ravi = within(
      (await screen.findByRole('heading', { name: 'Prof. Ravi Kumar Sharma' })).closest('article')!,
    );
    expect(ravi.getByRole('link', { name: 'member1@clinic.example.in' })).toHaveAttribute(
      'href',
      'mailto:member1@clinic.example.in',
    );
    expect(ravi.getByText('9876500001')).toBeVisible();
    expect(ravi.getByRole('link', { name: 'View Prof. Ravi Kumar Sharma' })).toHaveAttribute(
      'href',
      '/admin-membership-details/00000000-0000-4000-8000-000000000001',
    );
  });

  it('colours the status badges and hides them for members added by hand', async () => {
    stubAdminApi(
      listOf([
        memberListItem(1, { status: 'approved' }),
        memberListItem(2, { status: 'pending' }),
        memberListItem(3, { status: 'declined' }),
        memberListItem(4, { status: 'approved', isManual: true }),
      ]),
    );
    await renderApp('/admin-membership-applications');
    await screen.findByText('Page 1 of 1');
    const badge = (name: string) => within(card(name)).queryByText(/approved|pending|declined/);
    expect(badge('Dr. Member1 Sharma')).toHaveAttribute('data-tone', 'green');
    expect(badge('Dr. Member1 Sharma')).toHaveClass('bg-green-100');
    expect(badge('Dr. Member2 Sharma')).toHaveAttribute('data-tone', 'yellow');
    expect(badge('Dr. Member3 Sharma')).toHaveAttribute('data-tone', 'red');
    expect(badge('Dr. Member4 Sharma')).toBeNull();
    expect(within(card('Dr. Member4 Sharma')).getByText('Added by hand')).toBeVisible();
  });

  it('searches 300 ms after typing stops, without leading spaces, from page 1', async () => {
    const fetchMock = stubAdminApi(listOf());
    const { user, router } = await renderApp('/admin-membership-applications?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();

    const search = screen.getByRole('searchbox', { name: 'Search applications' });
    await user.type(search, '   member2');
    expect(search).toHaveValue('member2');
    expect(listRequests(fetchMock).filter((url) => url.includes('search'))).toEqual([]);

    await waitFor(() =>
      expect(listRequests(fetchMock)).toContain(
        '/api/admin/members?page=1&pageSize=20&search=member2',
      ),
    );
    expect(listRequests(fetchMock).filter((url) => url.includes('search'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?search=member2');
    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Dr. Member2 Sharma',
      'Dr. Member20 Sharma',
      'Dr. Member21 Sharma',
      'Dr. Member22 Sharma',
      'Dr. Member23 Sharma',
      'Dr. Member24 Sharma',
      'Dr. Member25 Sharma',
    ]);
  });

  it('says so when there are no applications yet, and when a search finds none', async () => {
    stubAdminApi(listOf([]));
    const { user } = await renderApp('/admin-membership-applications');
    expect(await screen.findByRole('heading', { name: 'No Applications Yet' })).toBeVisible();
    expect(
      screen.getByText('Membership applications will appear here once they are submitted.'),
    ).toBeVisible();

    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByRole('heading', { name: 'No matching applications' })).toBeVisible();
  });

  it('shows placeholders while loading', async () => {
    stubAdminApi({ 'GET /api/admin/members': () => new Promise<Response>(() => undefined) });
    await renderApp('/admin-membership-applications');
    await screen.findByRole('heading', { level: 1, name: 'Membership Applications' });
    expect(document.querySelectorAll('.animate-pulse').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: /Total Applications/ })).toBeDisabled();
  });

  it('offers both exports of every member as downloads from the server', async () => {
    stubAdminApi(listOf());
    await renderApp('/admin-membership-applications');
    expect(await screen.findByRole('link', { name: 'Download All JSON' })).toHaveAttribute(
      'href',
      '/api/admin/members/export.json',
    );
    expect(screen.getByRole('link', { name: 'Download All CSV' })).toHaveAttribute(
      'href',
      '/api/admin/members/export.csv',
    );
    expect(screen.getByRole('link', { name: 'Download All CSV' })).toHaveAttribute('download');
  });

  it('announces the total when the counter is clicked', async () => {
    stubAdminApi(listOf());
    const { user } = await renderApp('/admin-membership-applications');
    await user.click(await screen.findByRole('button', { name: 'Total Applications: 25' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Total Applications: 25');
  });
});

describe('a list too long to count', () => {
  /** 1,030 applications, counted as the server does: up to the first thousand past the page. */
  const longList = {
    'GET /api/admin/members': (_: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const counted = page * 20 < 1_000 ? 1_000 : 1_030;
      return jsonResponse({
        ...memberPage(
          Array.from({ length: 20 }, (_, index) => memberListItem((page - 1) * 20 + index + 1)),
          { page, total: counted },
        ),
        totalIsCapped: counted === 1_000,
      });
    },
  };

  it('shows the total as 1,000+ and lets Next go past the pages counted', async () => {
    stubAdminApi(longList);
    const { user, router } = await renderApp('/admin-membership-applications?page=49');
    expect(await screen.findByText('Page 49 of 50+')).toBeVisible();
    const counter = screen.getByRole('button', { name: 'Total Applications: 1,000+' });
    await user.click(counter);
    expect(await screen.findByRole('alert')).toHaveTextContent('Total Applications: 1,000+');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 50 of 52')).toBeVisible();
    expect(router.state.location.search).toBe('?page=50');
    expect(cards()[0]).toHaveTextContent(/^Number 981Dr\. Member981 Sharma/);
    expect(screen.getByRole('button', { name: 'Total Applications: 1,030' })).toBeVisible();
  });

  it('keeps Next on the last page counted so far', async () => {
    stubAdminApi({
      'GET /api/admin/members': (_: unknown, url: URL) =>
        jsonResponse({
          ...memberPage([memberListItem(1)], {
            page: Number(url.searchParams.get('page')),
            total: 40,
          }),
          totalIsCapped: true,
        }),
    });
    await renderApp('/admin-membership-applications?page=2');
    expect(await screen.findByText('Page 2 of 2+')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});

describe('deleting an application', () => {
  const deletable = () => {
    let members = [memberListItem(1), memberListItem(2)];
    return stubAdminApi({
      'GET /api/admin/members': () => jsonResponse(memberPage(members)),
      'DELETE /api/admin/members/00000000-0000-4000-8000-000000000001': () => {
        members = members.slice(1);
        return jsonResponse({ message: 'Application deleted.' });
      },
    });
  };

  it('asks first, then deletes, says so and refreshes the list', async () => {
    const fetchMock = deletable();
    const { user } = await renderApp('/admin-membership-applications');
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Member1 Sharma' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Are you sure you want to delete this member Applications?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Application deleted.')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/members/00000000-0000-4000-8000-000000000001',
      expect.objectContaining({ method: 'DELETE' }),
    );
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the application when the question is cancelled', async () => {
    const fetchMock = deletable();
    const { user } = await renderApp('/admin-membership-applications');
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Member1 Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(cards()).toHaveLength(2);
  });

  it.each([
    [
      'the server message',
      () => errorResponse(404, 'not_found', 'Member not found. Please check the provided ID.'),
      'Member not found. Please check the provided ID.',
    ],
    [
      'the spec fallback when the server sent no message',
      () => new Response('Bad gateway', { status: 502 }),
      'Error deleting member',
    ],
    [
      'the spec message when the server cannot be reached',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'An error occurred while trying to delete the member',
    ],
  ])('shows %s when deleting fails', async (_, answer, message) => {
    stubAdminApi({
      'GET /api/admin/members': () => jsonResponse(memberPage([memberListItem(1)])),
      'DELETE /api/admin/members/00000000-0000-4000-8000-000000000001': answer,
    });
    const { user } = await renderApp('/admin-membership-applications');
    await user.click(await screen.findByRole('button', { name: 'Delete Dr. Member1 Sharma' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(cards()).toHaveLength(1);
  });
});

describe('list position after changes', () => {
  it('shows the last page when the page asked for no longer exists', async () => {
    stubAdminApi(listOf());
    const { router } = await renderApp('/admin-membership-applications?page=5');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  });
});

describe('the standing filter', () => {
  const standingOf = (n: number) =>
    (['active', 'expiring', 'grace', 'lapsed'] as const)[n % 4] ?? null;
  const everyStanding = Array.from({ length: 48 }, (_, index) =>
    memberListItem(index + 1, { status: 'approved', standing: standingOf(index) }),
  );
  /** The list endpoint filtering by standing as the server does. */
  const byStanding = {
    'GET /api/admin/members': (_: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page'));
      const standing = url.searchParams.get('standing');
      const found = everyStanding.filter((member) => !standing || member.standing === standing);
      return jsonResponse(
        memberPage(found.slice((page - 1) * 20, page * 20), { page, total: found.length }),
      );
    },
  };

  it('shows each member’s standing in its colour and lists one standing at a time', async () => {
    const fetchMock = stubAdminApi(byStanding);
    const { user, router } = await renderApp('/admin-membership-applications');
    await screen.findByText('Page 1 of 3');
    expect(within(card('Dr. Member1 Sharma')).getByText('Active')).toHaveAttribute(
      'data-tone',
      'green',
    );
    expect(within(card('Dr. Member4 Sharma')).getByText('Lapsed')).toHaveAttribute(
      'data-tone',
      'red',
    );

    await user.selectOptions(screen.getByLabelText('Standing'), 'In grace');
    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(cards()).toHaveLength(12);
    for (const shown of cards()) expect(within(shown).getByText('In grace')).toBeVisible();
    expect(router.state.location.search).toBe('?standing=grace');
    expect(listRequests(fetchMock)).toContain(
      '/api/admin/members?page=1&pageSize=20&standing=grace',
    );

    await user.selectOptions(screen.getByLabelText('Standing'), 'Every standing');
    expect(await screen.findByText('Page 1 of 3')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('keeps the standing while searching', async () => {
    const fetchMock = stubAdminApi(byStanding);
    const { user, router } = await renderApp('/admin-membership-applications?standing=active');
    expect(await screen.findByText('Page 1 of 1')).toBeVisible();
    expect(screen.getByLabelText('Standing')).toHaveDisplayValue('Active');
    await user.type(screen.getByRole('searchbox', { name: 'Search applications' }), 'member1');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?standing=active&search=member1'),
    );
    await waitFor(() =>
      expect(listRequests(fetchMock)).toContain(
        '/api/admin/members?page=1&pageSize=20&search=member1&standing=active',
      ),
    );
  });
});
