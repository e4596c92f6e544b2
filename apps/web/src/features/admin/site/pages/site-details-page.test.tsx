import { gstMessages, siteDetailsMessages } from '@osi/shared';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi } from '@/testing/admin-fixtures';
import { siteSettings } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

describe('/admin-site-details', () => {
  it('edits the secretariat’s contacts and the congress link, checked like the server checks them', async () => {
    let stored = siteSettings;
    const sent: unknown[] = [];
    stubAdminApi({
      'GET /api/content/site-settings': () => jsonResponse(stored),
      'PUT /api/admin/site-settings': (init) => {
        const details = JSON.parse(String(init?.body)) as typeof stored;
        sent.push(details);
        stored = { ...stored, ...details };
        return jsonResponse({ message: siteDetailsMessages.saved });
      },
    });
    const { user } = await renderApp('/admin-site-details');
    const email = await screen.findByLabelText(/E-mail/);
    expect(email).toHaveValue(siteSettings.contactEmail);

    await user.clear(email);
    await user.type(email, 'x');
    await user.click(screen.getByRole('button', { name: 'Save site details' }));
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(sent).toEqual([]);

    await user.type(email, '@osi.in');
    const label = screen.getByLabelText(/Link label/);
    await user.clear(label);
    await user.type(label, 'Congress 2026');
    await user.click(screen.getByRole('button', { name: 'Save site details' }));
    expect(await screen.findByText(siteDetailsMessages.saved)).toBeVisible();
    expect(sent).toEqual([
      expect.objectContaining({
        contactEmail: 'x@osi.in',
        conference: { title: 'Congress 2026', url: siteSettings.conference.url },
      }),
    ]);
  });

  it('sets the GST details that make receipts tax invoices, checked like the server checks them, and removes them', async () => {
    const sent: unknown[] = [];
    let stored: unknown = null;
    stubAdminApi({
      'GET /api/content/site-settings': () => jsonResponse(siteSettings),
      'GET /api/admin/gst': () => jsonResponse({ gst: stored }),
      'PUT /api/admin/gst': (init) => {
        const body = JSON.parse(String(init?.body)) as { gst: unknown };
        sent.push(body);
        stored = body.gst;
        return jsonResponse({ message: body.gst ? gstMessages.saved : gstMessages.removed });
      },
    });
    const { user } = await renderApp('/admin-site-details');
    const gstin = await screen.findByLabelText(/GSTIN/);
    expect(screen.queryByRole('button', { name: /Remove GST details/ })).toBeNull();

    await user.type(gstin, '29AAACO1234A1Z3');
    await user.type(screen.getByLabelText(/Legal name/), 'Oral Implantology Society of India');
    await user.selectOptions(screen.getByLabelText(/State of registration/), 'Karnataka');
    await user.type(screen.getByLabelText(/SAC code/), '999599');
    await user.type(screen.getByLabelText(/GST rate/), '18');
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));
    expect(gstin).toHaveAccessibleDescription(gstMessages.gstin);
    expect(sent).toEqual([]);

    await user.clear(gstin);
    await user.type(gstin, '29AAACO1234A1Z2');
    await user.click(screen.getByRole('button', { name: 'Save GST details' }));
    expect(await screen.findByText(gstMessages.saved)).toBeVisible();
    expect(sent).toEqual([
      {
        gst: {
          gstin: '29AAACO1234A1Z2',
          legalName: 'Oral Implantology Society of India',
          state: 'Karnataka',
          sacCode: '999599',
          ratePercent: 18,
        },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: /Remove GST details/ }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(gstMessages.removed)).toBeVisible();
    expect(sent.at(-1)).toEqual({ gst: null });
  });
});
