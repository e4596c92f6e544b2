import { addDays, societyDay, type MembershipTermView } from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';

const showDashboard = async (term: MembershipTermView) => {
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse({ ...memberProfile, term }),
    'GET /api/me/fellowship': () => jsonResponse({ fellowship: null }),
    'GET /api/me/research-grant': () => jsonResponse({ grant: null, roadmap: null }),
  });
  await renderApp('/dashboard');
  return within(await screen.findByRole('region', { name: 'Membership' }, dashboardLoad));
};
const valueOf = (section: ReturnType<typeof within>, label: string) =>
  section.getByText(label, { selector: 'dt' }).nextElementSibling;
const term = (standing: MembershipTermView['standing'], validUntil: string) => ({
  memberSince: '2025-04-01',
  validUntil,
  lifeMember: false,
  standing,
});

describe("the member's term on the dashboard", () => {
  it('shows member since, valid until and the standing in green, and no notice while active', async () => {
    const section = await showDashboard(term('active', '2027-03-31'));
    expect(valueOf(section, 'Member since')).toHaveTextContent('1 April 2025');
    expect(valueOf(section, 'Valid until')).toHaveTextContent('31 March 2027');
    const badge = within(valueOf(section, 'Standing') as HTMLElement).getByText('Active');
    expect(badge).toHaveAttribute('data-tone', 'green');
    expect(screen.queryByText(/Your membership/)).toBeNull();
  });

  it('shows a life member as such', async () => {
    const section = await showDashboard({
      ...term('active', ''),
      validUntil: null,
      lifeMember: true,
    });
    expect(valueOf(section, 'Valid until')).toHaveTextContent('Life member');
    expect(screen.queryByText(/Your membership/)).toBeNull();
  });

  it('tells an expiring member the day it ends, in amber', async () => {
    const end = addDays(societyDay(), 10);
    const section = await showDashboard(term('expiring', end));
    expect(section.getByText('Expiring')).toHaveAttribute('data-tone', 'amber');
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(/^Your membership ends on \d{1,2} \w+ \d{4}/);
    expect(notice).toHaveTextContent(
      "Renew it to keep your place in the members' directory and the forum.",
    );
  });

  it('tells a member in grace that it has ended, in orange', async () => {
    const section = await showDashboard(term('grace', '2026-03-31'));
    expect(section.getByText('In grace')).toHaveAttribute('data-tone', 'orange');
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your membership ended on 31 March 2026You keep every right of membership for a short grace period. Renew it to keep your place in the members' directory and the forum.",
    );
  });

  it('tells a lapsed member what they have lost until they renew, in red', async () => {
    const section = await showDashboard(term('lapsed', '2025-12-31'));
    expect(section.getByText('Lapsed')).toHaveAttribute('data-tone', 'red');
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Your membership has lapsedYour membership ended on 31 December 2025 and has lapsed: you are not shown in the members' directory and cannot use the forum until you renew.",
    );
  });

  it('shows nothing of a term to an applicant, who holds none', async () => {
    stubApi({
      'GET /api/session': () => jsonResponse(signedIn),
      'GET /api/me/profile': () =>
        jsonResponse({
          ...memberProfile,
          status: 'pending',
          term: { memberSince: null, validUntil: null, lifeMember: false, standing: null },
        }),
      'GET /api/me/fellowship': () => jsonResponse({ fellowship: null }),
      'GET /api/me/research-grant': () => jsonResponse({ grant: null, roadmap: null }),
    });
    await renderApp('/dashboard');
    expect(
      await screen.findByText('Your application is under review', {}, dashboardLoad),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  });
});
