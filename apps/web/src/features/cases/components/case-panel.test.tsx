import { caseMessages, casePanelClosesAt, type Case } from '@osi/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownFellowship, stubFellowshipApi } from '@/testing/fellowship-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse } from '@/testing/stub-api';
import { stubUploads } from '@/testing/stub-uploads';

// The dashboard's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));

const approvedAt = new Date();
const approved = ownFellowship({
  status: 'approved',
  approvedAt: approvedAt.toISOString(),
  panelClosesAt: casePanelClosesAt(approvedAt).toISOString(),
});

const caseId = (n: number) => `3f0c1d2e-4b5a-4c6d-8e7f-${String(n).padStart(12, '0')}`;
const noFiles = { preOperative: null, intraOperative: null, postOperative: null };
const file = (name: string) => ({ name, url: `/api/me/uploads/upl_${name.replace('.', '_')}00` });
const aCase = (n: number, overrides: Partial<Case> = {}): Case => ({
  id: caseId(n),
  category: 'retrospective',
  isSaved: true,
  isLocked: false,
  createdAt: '2026-02-01T10:00:00.000Z',
  files: {
    preOperative: file(`pre${n}.pptx`),
    intraOperative: file(`intra${n}.pptx`),
    postOperative: file(`post${n}.pptx`),
  },
  ...overrides,
});

/** The cases endpoints over a list kept in memory, as the server keeps them. */
const openPanel = async (
  initial: Case[],
  handlers: Parameters<typeof stubFellowshipApi>[0] = {},
) => {
  let cases = initial;
  const change = (id: string, values: Partial<Case>) => {
    cases = cases.map((item) => (item.id === id ? { ...item, ...values } : item));
    return cases.find((item) => item.id === id)!;
  };
  const fetchMock = stubFellowshipApi({
    'GET /api/me/fellowship': () => jsonResponse({ fellowship: approved }),
    'GET /api/me/cases': () => jsonResponse({ cases, panelOpen: true }),
    'POST /api/me/cases': (init) => {
      const { category } = JSON.parse(String(init?.body)) as { category: Case['category'] };
      const added = aCase(cases.length + 1, { category, isSaved: false, files: noFiles });
      cases = [...cases, added];
      return jsonResponse({ message: caseMessages.added, case: added }, 201);
    },
    [`PUT /api/me/cases/${caseId(1)}`]: () =>
      jsonResponse({
        message: caseMessages.saved,
        case: change(caseId(1), { isSaved: true, files: aCase(1).files }),
      }),
    [`POST /api/me/cases/${caseId(1)}/lock`]: () =>
      jsonResponse({ message: caseMessages.locked, case: change(caseId(1), { isLocked: true }) }),
    [`DELETE /api/me/cases/${caseId(1)}`]: () => {
      cases = cases.filter((item) => item.id !== caseId(1));
      return jsonResponse({ message: caseMessages.removed });
    },
    ...handlers,
  });
  const rendered = await renderApp('/dashboard?tab=fellowship');
  await screen.findByRole('heading', { name: 'Upload your cases' }, dashboardLoad);
  return { ...rendered, fetchMock };
};

const card = (n: number) => within(screen.getByRole('article', { name: `Case ${n}` }));
const pptx = (name: string) =>
  new File([new Uint8Array(2048)], name, {
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  });

describe('the case panel', () => {
  it('shows how far the fellow is with 7 retrospective and 3 prospective cases', async () => {
    await openPanel([
      aCase(1),
      aCase(2, { category: 'prospective', isLocked: true }),
      aCase(3, { isSaved: false, files: noFiles }),
    ]);
    expect(screen.getByRole('progressbar', { name: 'Retrospective cases' })).toHaveAttribute(
      'aria-valuenow',
      '14',
    );
    expect(screen.getByText('1 of 7')).toBeVisible();
    expect(screen.getByText('1 of 3')).toBeVisible();
  });

  it('asks for a category, then adds a new case with its three file fields and Save', async () => {
    const { user, fetchMock } = await openPanel([]);
    expect(screen.getByRole('heading', { name: 'No cases yet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText(caseMessages.categoryRequired)).toBeVisible();

    await user.selectOptions(screen.getByLabelText('Category'), 'Prospective');
    await user.click(screen.getByRole('button', { name: 'Add Case' }));
    expect(await screen.findByText(caseMessages.added)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/me/cases',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ category: 'prospective' }),
      }),
    );
    const added = card(1);
    expect(added.getByRole('heading')).toHaveTextContent('Case 1 - Prospective');
    expect(added.getByText('New')).toBeVisible();
    for (const label of ['Pre-Operative', 'Intra-Operative', 'Post-Operative']) {
      expect(added.getByLabelText(label)).toHaveAttribute(
        'accept',
        expect.stringContaining('.pptx'),
      );
    }
    expect(added.getByRole('button', { name: 'Save' })).toBeVisible();
    expect(added.queryByRole('button', { name: 'Lock Case 1' })).toBeNull();
  });

  it('saves a new case only with all three presentations, each uploaded as it is chosen', async () => {
    const uploads = stubUploads((upload) => {
      const name = (upload.body?.get('file') as File).name;
      return {
        status: 201,
        body: {
          key: `upl_${name.replace('.', '_')}00`,
          name,
          size: 2048,
          url: `/api/me/uploads/upl_${name}`,
        },
      };
    });
    const { user, fetchMock } = await openPanel([aCase(1, { isSaved: false, files: noFiles })]);
    await user.click(card(1).getByRole('button', { name: 'Save' }));
    expect(await card(1).findByText(caseMessages.filesRequired)).toBeVisible();

    await user.upload(card(1).getByLabelText('Pre-Operative'), pptx('pre1.pptx'));
    await user.upload(card(1).getByLabelText('Intra-Operative'), pptx('intra1.pptx'));
    await user.upload(card(1).getByLabelText('Post-Operative'), pptx('post1.pptx'));
    expect(uploads.map((upload) => upload.body?.get('purpose'))).toEqual([
      'case_file',
      'case_file',
      'case_file',
    ]);
    expect(await card(1).findByRole('link', { name: 'post1.pptx' })).toBeVisible();
    await user.click(card(1).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(caseMessages.saved)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/me/cases/${caseId(1)}`,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({
          preOperativeKey: 'upl_pre1_pptx00',
          intraOperativeKey: 'upl_intra1_pptx00',
          postOperativeKey: 'upl_post1_pptx00',
        }),
      }),
    );
    await waitFor(() => expect(card(1).getByText('Unlocked')).toBeVisible());
    expect(card(1).getByRole('button', { name: 'Lock Case 1' })).toBeVisible();
  });

  it('says the files could not be taken when the server no longer has them', async () => {
    stubUploads(() => ({
      status: 201,
      body: { key: 'upl_gone000000', name: 'a.pptx', size: 1, url: '/x' },
    }));
    const { user } = await openPanel([aCase(1, { isSaved: false, files: noFiles })], {
      [`PUT /api/me/cases/${caseId(1)}`]: () =>
        jsonResponse(
          {
            error: {
              code: 'upload_missing',
              message: 'Please upload the file again.',
              fieldErrors: { preOperativeKey: 'Please upload the file again.' },
            },
          },
          400,
        ),
    });
    for (const label of ['Pre-Operative', 'Intra-Operative', 'Post-Operative']) {
      await user.upload(card(1).getByLabelText(label), pptx('a.pptx'));
    }
    await waitFor(() => expect(card(1).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(card(1).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(caseMessages.filesMissing)).toBeVisible();
    expect(card(1).getByText('Please upload the file again.')).toBeVisible();
  });

  it('locks a saved case after the spec’s warning; a locked case offers only a disabled Locked', async () => {
    const { user, fetchMock } = await openPanel([aCase(1)]);
    expect(
      card(1).getByRole('link', { name: 'Download Pre-Operative: pre1.pptx' }),
    ).toHaveAttribute('href', '/api/me/uploads/upl_pre1_pptx00');
    await user.click(card(1).getByRole('button', { name: 'Lock Case 1' }));
    const dialog = screen.getByRole('dialog', { name: caseMessages.lockQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(caseMessages.locked)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/me/cases/${caseId(1)}/lock`,
      expect.objectContaining({ method: 'POST' }),
    );
    await waitFor(() => expect(card(1).getByRole('button', { name: 'Locked' })).toBeDisabled());
    expect(card(1).queryByRole('button', { name: 'Delete Case 1' })).toBeNull();
  });

  it('removes a saved case after the delete question', async () => {
    const { user } = await openPanel([aCase(1)]);
    await user.click(card(1).getByRole('button', { name: 'Delete Case 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Do you want to delete the Item?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(caseMessages.removed)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Case 1' })).toBeNull());
  });

  it.each([
    ['lock', 'Lock Case 1', `POST /api/me/cases/${caseId(1)}/lock`, caseMessages.lockFailed],
    ['delete', 'Delete Case 1', `DELETE /api/me/cases/${caseId(1)}`, caseMessages.removeFailed],
  ])('says the %s failed when the server cannot be reached', async (_, button, route, message) => {
    const { user } = await openPanel([aCase(1)], {
      [route]: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await user.click(card(1).getByRole('button', { name: button }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('says the cases could not be fetched', async () => {
    stubFellowshipApi({
      'GET /api/me/fellowship': () => jsonResponse({ fellowship: approved }),
      'GET /api/me/cases': () => errorResponse(500, 'internal', 'Something went wrong.'),
    });
    await renderApp('/dashboard?tab=fellowship');
    expect(await screen.findByText(caseMessages.fetchFailed)).toBeVisible();
  });
});
