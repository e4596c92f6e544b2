import {
  researchGrantMessages,
  roadmapMessages,
  type MemberProfile,
  type OwnResearchGrantAnswer,
  type RoadmapPartView,
} from '@osi/shared';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubFellowshipApi } from '@/testing/fellowship-fixtures';
import { memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(() => import('@/features/members/pages/dashboard-page'));

const grant = (overrides: Partial<NonNullable<OwnResearchGrantAnswer['grant']>> = {}) => ({
  id: '5c1d2e3f-4b5d-4e6f-8a9b-0c1d2e3f4a5b',
  status: 'pending' as const,
  isGranted: false,
  comments: '',
  selectedGrant: 'young-research-grant' as const,
  projectTitle: 'Early loading of short implants',
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

const part = (number: 1 | 2, status: RoadmapPartView['status'], reason = ''): RoadmapPartView => ({
  part: number,
  status,
  reason,
  submittedAt: '2026-02-01T10:00:00.000Z',
  reviewedAt: null,
  months: (number === 1 ? [1, 2, 3] : [4, 5, 6]).map((month) => ({
    month,
    roadmapFile: { name: `roadmap-${month}.pptx`, url: `/api/me/uploads/r${month}` },
    budgetEstimateFile: { name: `budget-${month}.pptx`, url: `/api/me/uploads/b${month}` },
  })),
});

const openTab = async (answer: OwnResearchGrantAnswer, profile: MemberProfile = memberProfile) => {
  stubFellowshipApi({
    'GET /api/me/research-grant': () => jsonResponse(answer),
    'GET /api/me/profile': () => jsonResponse(profile),
  });
  await renderApp('/dashboard?tab=research-grant');
  return within(await screen.findByRole('tabpanel', { name: 'Research Grant' }, dashboardLoad));
};

const granted = grant({ status: 'approved', isGranted: true });

describe('the dashboard’s Research Grant tab', () => {
  it('invites a member without an application to the guidelines, then Next to apply', async () => {
    const panel = await openTab({ grant: null, roadmap: null });
    expect(await panel.findByRole('heading', { name: 'Apply for a Research Grant' })).toBeVisible();
    expect(panel.getByRole('link', { name: 'Application Guidelines' })).toHaveAttribute(
      'href',
      '/application-guidelines',
    );
    expect(panel.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/research-grant-application',
    );
  });

  it('shows a declined application with a red badge and the comment, and invites to apply again', async () => {
    const panel = await openTab({
      grant: grant({ status: 'declined', comments: 'The budget is not itemised.' }),
      roadmap: null,
    });
    expect(await panel.findByText('The budget is not itemised.')).toBeVisible();
    expect(panel.getByText('declined')).toHaveAttribute('data-tone', 'red');
    expect(panel.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/research-grant-application',
    );
  });

  it.each(['pending', 'declined'] as const)(
    'tells a member whose membership is %s why they cannot apply yet, with no Next',
    async (status) => {
      const panel = await openTab({ grant: null, roadmap: null }, { ...memberProfile, status });
      expect(await panel.findByText(researchGrantMessages.notApproved)).toBeVisible();
      expect(panel.queryByRole('link', { name: 'Next' })).toBeNull();
    },
  );

  it('shows the status and a pending Grant Access badge, and no roadmap panel', async () => {
    const panel = await openTab({ grant: grant(), roadmap: { stage: 'closed', parts: [] } });
    expect(await panel.findByText(researchGrantMessages.received)).toBeVisible();
    const access = panel.getByText('Grant Access').nextElementSibling as HTMLElement;
    expect(within(access).getByText('Pending')).toBeVisible();
    expect(panel.queryByRole('region', { name: 'Roadmaps' })).toBeNull();
  });

  it('opens months 1 to 3 once approved and granted, both files asked for each month', async () => {
    const panel = await openTab({ grant: granted, roadmap: { stage: 'part-one-open', parts: [] } });
    const roadmaps = within(await panel.findByRole('region', { name: 'Roadmaps' }));
    for (const month of [1, 2, 3]) {
      expect(roadmaps.getByLabelText(`Month ${month} roadmap file`)).toBeInTheDocument();
      expect(roadmaps.getByLabelText(`Month ${month} budget estimate file`)).toBeInTheDocument();
    }
    expect(roadmaps.queryByLabelText('Month 4 roadmap file')).toBeNull();
  });

  it('says months 1 to 3 are under review, without an upload form', async () => {
    const panel = await openTab({
      grant: granted,
      roadmap: { stage: 'part-one-review', parts: [part(1, 'pending')] },
    });
    expect(await panel.findByText(roadmapMessages.partOneUnderReview)).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Submit roadmaps' })).toBeNull();
    expect(panel.getByRole('link', { name: 'budget-2.pptx' })).toHaveAttribute(
      'href',
      '/api/me/uploads/b2',
    );
  });

  it('shows a rejection with its reason and asks for the months again', async () => {
    const panel = await openTab({
      grant: granted,
      roadmap: {
        stage: 'part-one-rejected',
        parts: [part(1, 'rejected', 'Month 2 lacks the consumables.')],
      },
    });
    expect(await panel.findByText(roadmapMessages.partOneRejected)).toBeVisible();
    expect(panel.getByText('Month 2 lacks the consumables.')).toBeVisible();
    expect(panel.getByRole('button', { name: 'Submit roadmaps' })).toBeVisible();
  });

  it('opens months 4 to 6 after the first approval, and says when all are approved', async () => {
    const open = await openTab({
      grant: granted,
      roadmap: { stage: 'part-two-open', parts: [part(1, 'approved')] },
    });
    expect(await open.findByLabelText('Month 4 roadmap file')).toBeInTheDocument();
  });

  it('says all roadmaps for months 1 to 6 were approved', async () => {
    const panel = await openTab({
      grant: granted,
      roadmap: { stage: 'all-approved', parts: [part(1, 'approved'), part(2, 'approved')] },
    });
    expect(await panel.findByText(roadmapMessages.allApproved)).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Submit roadmaps' })).toBeNull();
  });
});
