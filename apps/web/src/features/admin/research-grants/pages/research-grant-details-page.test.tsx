import {
  adminResearchGrantDetailsSchema,
  researchGrantMessages,
  roadmapMessages,
  type AdminResearchGrantDetails,
} from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const detailsUrl = `/admin-research-details/${testId(31)}`;
const detailsApi = `/api/admin/research-grants/${testId(31)}`;

const investigator = {
  name: 'Meera Iyer',
  permanentAddress: 'Chennai',
  age: '42',
  gender: 'Female',
  position: 'Professor',
  officialAddress: 'Saveetha Dental College',
  affiliation: 'Saveetha University',
  emailId: 'meera@saveetha.ac.in',
  phoneNumber: '9840012345',
};
const file = (name: string) => ({ name, url: `/api/admin/uploads/${name}` });

const details = (overrides: Partial<AdminResearchGrantDetails> = {}) =>
  adminResearchGrantDetailsSchema.parse({
    grant: {
      id: testId(31),
      emailId: 'meera@saveetha.ac.in',
      phoneNumber: '9840012345',
      status: 'approved',
      comments: '',
      isGranted: true,
      selectedGrants: ['Young Research Grant'],
      yearType: '2025–26',
      dateReceived: '2025-11-20',
      dateApproved: '2025-12-01',
      createdAt: '2025-11-20T10:00:00.000Z',
      deletedAt: null,
      membershipId: 'OSI-2025-00042',
      specialization: 'Prosthodontics',
      address: 'Chennai',
      academicQualification: 'MDS',
      applicationDetails: '',
      projectTitle: 'Short implants',
      principalInvestigator: investigator,
      coPrincipalInvestigators: [],
      typesOfProject: {
        basicResearch: false,
        animalStudy: false,
        clinicalTrial: true,
        thesis: false,
        animalStudyAuthNumber: '',
        clinicalStudyEthicsNumber: 'IEC/1',
      },
      projectDetails: { aim: 'Aim', objective: 'Objective', methodology: 'Methods' },
      projectSchedule: { startDate: '2026-01-01', completionDate: '2027-01-01' },
      grantDetails: { totalBudget: '250000' },
      signatures: { name: 'Meera Iyer', date: '2025-11-20', signatureFile: file('sign.png') },
      documentation: { detailedBudget: file('budget.pdf') },
      memberName: 'Dr. Meera Iyer',
      photoUrl: null,
    },
    roadmap: {
      stage: 'part-one-review',
      parts: [
        {
          part: 1,
          status: 'pending',
          reason: '',
          submittedAt: '2026-02-01T10:00:00.000Z',
          reviewedAt: null,
          months: [1, 2, 3].map((month) => ({
            month,
            roadmapFile: file(`roadmap-${month}.pptx`),
            budgetEstimateFile: file(`budget-${month}.pptx`),
          })),
          approvals: [],
          allApproved: true,
        },
      ],
    },
    ...overrides,
  });

describe('research grant details', () => {
  it('shows the committee section, the investigators and the spec’s text without co-investigators', async () => {
    stubAdminApi({ [`GET ${detailsApi}`]: () => jsonResponse(details()) });
    await renderApp(detailsUrl);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dr. Meera Iyer' })).toBeVisible();
    const committee = within(screen.getByRole('region', { name: 'Committee Section' }));
    expect(committee.getByText('2025–26')).toBeVisible();
    expect(screen.getByText(researchGrantMessages.noCoInvestigators)).toBeVisible();
    expect(screen.getByRole('link', { name: 'budget.pdf' })).toHaveAttribute(
      'href',
      '/api/admin/uploads/budget.pdf',
    );
  });

  it('says so when there is no such application', async () => {
    stubAdminApi({
      [`GET ${detailsApi}`]: () =>
        errorResponse(404, 'not_found', researchGrantMessages.adminNotFound),
    });
    await renderApp(detailsUrl);
    expect(await screen.findByText(researchGrantMessages.adminNotFound)).toBeVisible();
  });

  it('holds Update until a status is chosen, wants a reason to reject, sends it, and says so', async () => {
    const review = vi.fn((_init?: RequestInit) =>
      jsonResponse({ message: roadmapMessages.updated('rejected') }),
    );
    stubAdminApi({
      [`GET ${detailsApi}`]: () => jsonResponse(details()),
      [`PATCH ${detailsApi}/roadmap`]: review,
      'GET /api/admin/research-grants': () =>
        jsonResponse({
          items: [],
          page: 1,
          pageSize: 20,
          total: 0,
          totalPages: 1,
          totalIsCapped: false,
        }),
    });
    const { user } = await renderApp(detailsUrl);
    const part = within(await screen.findByRole('group', { name: 'Months 1 to 3' }));
    const update = part.getByRole('button', { name: 'Update' });
    expect(part.getByLabelText('Status')).toHaveValue('');
    expect(update).toBeDisabled();
    await user.selectOptions(part.getByLabelText('Status'), 'pending');
    expect(update).toBeEnabled();
    await user.selectOptions(part.getByLabelText('Status'), 'rejected');
    expect(update).toBeDisabled();
    await user.type(part.getByLabelText(/Reason/), 'Month 2 lacks the consumables.');
    expect(update).toBeEnabled();
    await user.click(update);
    expect(await screen.findByText('Roadmap updated to rejected state successfully')).toBeVisible();
    expect(JSON.parse(String(review.mock.calls[0]![0]!.body))).toEqual({
      part: 1,
      status: 'rejected',
      reason: 'Month 2 lacks the consumables.',
    });
  });

  it('revokes access with the button, and says when that failed', async () => {
    stubAdminApi({
      [`GET ${detailsApi}`]: () => jsonResponse(details()),
      [`PUT ${detailsApi}/access`]: () => errorResponse(500, 'internal', 'Boom'),
    });
    const { user } = await renderApp(detailsUrl);
    const access = within(await screen.findByRole('region', { name: 'Grant Access' }));
    expect(access.getByText(researchGrantMessages.accessGranted)).toBeVisible();
    await user.click(access.getByRole('button', { name: 'Revoke Access' }));
    await waitFor(() => expect(screen.getByText(researchGrantMessages.accessFailed)).toBeVisible());
  });
});
