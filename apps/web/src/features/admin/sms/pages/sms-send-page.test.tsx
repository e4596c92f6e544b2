import { smsMessages } from '@osi/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi } from '@/testing/admin-fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { onePage, signedOut } from '@/testing/fixtures';

beforeAll(loadBackOffice);

const empty = onePage([]);

describe('/sms-send', () => {
  it('is for administrators only', async () => {
    stubApi({ 'GET /api/session': () => jsonResponse(signedOut) });
    const { router } = await renderApp('/sms-send');
    await arrivedAt(router, '/adminlogin');
  });

  it('checks the number, writes a six-digit test code, and shows the server message', async () => {
    const fetchMock = stubAdminApi({
      'GET /api/admin/sms': () => jsonResponse(empty),
      'POST /api/admin/sms': () => jsonResponse({ message: smsMessages.kept }),
    });
    const { user } = await renderApp('/sms-send');
    await user.type(await screen.findByLabelText(/Phone number/), '98450');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(screen.getByLabelText(/Phone number/)).toHaveAccessibleDescription(
      expect.stringContaining(smsMessages.phoneInvalid),
    );
    await user.type(screen.getByLabelText(/Phone number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Write a test code' }));
    expect(String((screen.getByLabelText(/Message/) as HTMLTextAreaElement).value)).toMatch(
      /^Your OSI verification code is [1-9]\d{5}$/,
    );
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(smsMessages.kept)).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/sms',
      expect.objectContaining({ method: 'POST' }),
    );
  });

  it("says the spec's words when the server sent none", async () => {
    stubAdminApi({
      'GET /api/admin/sms': () => jsonResponse(empty),
      'POST /api/admin/sms': () => new Response('', { status: 502 }),
    });
    const { user } = await renderApp('/sms-send');
    await user.type(await screen.findByLabelText(/Phone number/), '9845012345');
    await user.type(screen.getByLabelText(/Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText(smsMessages.fallback)).toBeVisible();
  });
});
