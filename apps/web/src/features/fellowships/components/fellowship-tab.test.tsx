import {
  caseMessages,
  casePanelClosesAt,
  fellowshipMessages,
  type MemberProfile,
  type OwnFellowship,
} from '@osi/shared';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownFellowship, stubFellowshipApi } from '@/testing/fellowship-fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

// The dashboard's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));

afterEach(() => {
  vi.useRealTimers();
});

const approvedAt = '2026-01-15T09:30:00.000Z';
const approved = ownFellowship({
  status: 'approved',
  approvedAt,
  panelClosesAt: casePanelClosesAt(new Date(approvedAt)).toISOString(),
  comments: 'Welcome, Fellow.',
});

const openTab = async (
  fellowship: OwnFellowship | null | (() => Response),
  profile: MemberProfile = memberProfile,
) => {
  stubFellowshipApi({
    'GET /api/me/fellowship':
      typeof fellowship === 'function' ? fellowship : () => jsonResponse({ fellowship }),
    'GET /api/me/cases': () => jsonResponse({ cases: [], panelOpen: true }),
    'GET /api/me/profile': () => jsonResponse(profile),
  });
  const rendered = await renderApp('/dashboard?tab=fellowship');
  const panel = within(await screen.findByRole('tabpanel', { name: 'Fellowship' }, dashboardLoad));
  return { ...rendered, panel };
};

/** The countdown's parts as they read: "5 Months", "29 Days"… */
const countdown = () =>
  within(screen.getByRole('timer', { name: 'Time left to upload cases' }))
    .getAllByRole('definition')
    .map((value) => `${value.textContent} ${value.previousElementSibling?.textContent}`);

describe('the dashboard’s Fellowship tab', () => {
  it('invites a member without an application to read the guidelines, then Next to apply', async () => {
    const { panel } = await openTab(null);
    expect(
      await panel.findByRole('heading', { name: 'Become a Fellow of the Society' }),
    ).toBeVisible();
    expect(panel.getByRole('link', { name: 'Fellowship Guidelines' })).toHaveAttribute(
      'href',
      '/fellowship-guidelines',
    );
    expect(panel.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/apply-fellowship');
  });

  it('says an application is under review, with a yellow pending badge', async () => {
    const { panel } = await openTab(ownFellowship());
    expect(
      await panel.findByText(
        'You are already registered for the fellowship, and your application is under review.',
      ),
    ).toBeVisible();
    expect(panel.getByText('pending')).toHaveAttribute('data-tone', 'yellow');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows a declined application with a red badge and the comment, and invites to apply again', async () => {
    const { panel } = await openTab(
      ownFellowship({ status: 'declined', comments: 'Please add your MDS certificate.' }),
    );
    expect(await panel.findByText('Please add your MDS certificate.')).toBeVisible();
    expect(panel.getByText('declined')).toHaveAttribute('data-tone', 'red');
    expect(panel.getByText('Your fellowship application was declined.')).toBeVisible();
    expect(panel.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/apply-fellowship');
  });

  it.each(['pending', 'declined'] as const)(
    'tells a member whose membership is %s why they cannot apply yet, with no Next',
    async (status) => {
      const { panel } = await openTab(null, { ...memberProfile, status });
      expect(await panel.findByText(fellowshipMessages.notApproved)).toBeVisible();
      expect(panel.getByRole('link', { name: 'Fellowship Guidelines' })).toBeVisible();
      expect(panel.queryByRole('link', { name: 'Next' })).toBeNull();
    },
  );

  it('counts down to six months after approval, refreshed every second, beside the case panel', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-03-02T06:15:20.000Z'));
    const { panel } = await openTab(approved);
    expect(await panel.findByRole('timer')).toBeVisible();
    expect(panel.getByText('approved')).toHaveAttribute('data-tone', 'green');
    expect(panel.getByText('Welcome, Fellow.')).toBeVisible();
    expect(
      panel.getByText(
        'You are registered for the fellowship, approved on 15 Jan 2026, 3:00 pm IST.',
      ),
    ).toBeVisible();
    expect(countdown()).toEqual(['4 Months', '13 Days', '3 Hours', '14 Minutes', '40 Seconds']);
    expect(await panel.findByRole('heading', { name: 'Upload your cases' })).toBeVisible();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(countdown()).toEqual(['4 Months', '13 Days', '3 Hours', '14 Minutes', '39 Seconds']);
    act(() => {
      vi.advanceTimersByTime(40_000);
    });
    expect(countdown()).toEqual(['4 Months', '13 Days', '3 Hours', '13 Minutes', '59 Seconds']);
  });

  it('closes the panel at the moment six months have passed: "Panel Closed" and no uploading', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-07-15T09:29:58.000Z'));
    const { panel } = await openTab(approved);
    expect(await panel.findByRole('timer')).toBeVisible();
    expect(countdown()).toEqual(['0 Months', '0 Days', '0 Hours', '0 Minutes', '2 Seconds']);

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(panel.getByText(caseMessages.panelClosed)).toBeVisible();
    expect(panel.getByText(caseMessages.panelClosedNote)).toBeVisible();
    expect(screen.queryByRole('timer')).toBeNull();
    expect(panel.queryByRole('heading', { name: 'Upload your cases' })).toBeNull();
    expect(panel.queryByRole('button', { name: 'Add Case' })).toBeNull();
  });

  it('says an unexpected error occurred when the application cannot be loaded', async () => {
    const { panel } = await openTab(() => errorResponse(500, 'internal', 'Something went wrong.'));
    expect(await panel.findByText('An unexpected error occurred.')).toBeVisible();
    expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
