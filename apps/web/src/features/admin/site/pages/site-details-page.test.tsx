import { siteDetailsMessages } from '@osi/shared';
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
});
