import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBackOffice, stubAdminApi } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

describe('Fellowship Form Headings', () => {
  it('shows each caption in its section and updates it, creating it the first time', async () => {
    let banner: string | null = 'Fellowship of the Society';
    const fetchMock = stubAdminApi({
      'GET /api/content/captions/fellowship-form-banner': () =>
        jsonResponse({ key: 'fellowship-form-banner', caption: banner }),
      'GET /api/content/captions/fellowship-form-header': () =>
        jsonResponse({ key: 'fellowship-form-header', caption: null }),
      'PUT /api/admin/captions/fellowship-form-banner': (init) => {
        banner = (JSON.parse(String(init?.body)) as { caption: string }).caption;
        return jsonResponse({ message: 'Caption updated successfully!' });
      },
      'PUT /api/admin/captions/fellowship-form-header': () =>
        jsonResponse({ message: 'Caption updated successfully!' }),
    });
    const { user } = await renderApp('/fellowship-form-headers');
    const bannerSection = within(await screen.findByRole('region', { name: 'Banner Section' }));
    const headerSection = within(screen.getByRole('region', { name: 'Header Section' }));
    expect(await bannerSection.findByLabelText('Banner Caption')).toHaveValue(
      'Fellowship of the Society',
    );
    expect(await headerSection.findByLabelText('Header Caption')).toHaveValue('');

    await user.click(headerSection.getByRole('button', { name: 'Update' }));
    expect(await headerSection.findByText('Please write the caption')).toBeVisible();
    await user.type(headerSection.getByLabelText('Header Caption'), 'Apply <b>now</b>');
    await user.click(headerSection.getByRole('button', { name: 'Update' }));
    expect(
      await headerSection.findByText('Please write the caption as plain text, without HTML tags.'),
    ).toBeVisible();
    await user.clear(headerSection.getByLabelText('Header Caption'));
    await user.type(headerSection.getByLabelText('Header Caption'), 'Apply for the Fellowship');
    await user.click(headerSection.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Caption updated successfully!')).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/captions/fellowship-form-header',
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ caption: 'Apply for the Fellowship' }),
      }),
    );

    await user.clear(bannerSection.getByLabelText('Banner Caption'));
    await user.type(bannerSection.getByLabelText('Banner Caption'), 'Fellowship of OSI');
    await user.click(bannerSection.getByRole('button', { name: 'Update' }));
    expect(banner).toBe('Fellowship of OSI');
  });
});
