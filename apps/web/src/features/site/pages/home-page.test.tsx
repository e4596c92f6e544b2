import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { stubApi } from '@/testing/stub-api';

describe('home page', () => {
  it('states the mission and invites visitors to join', async () => {
    stubApi();
    await renderApp('/');
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('heading', { level: 1 })).toBeVisible();
    expect(
      main.getByText(
        /serve the needs of growing implantologists in India and worldwide, and deliver excellence in implantology to every patient/,
      ),
    ).toBeVisible();
    expect(main.getByRole('link', { name: /Become a member/ })).toHaveAttribute(
      'href',
      '/become-a-member',
    );
    expect(main.getByRole('link', { name: 'Join Us' })).toHaveAttribute('href', '/become-a-member');
    expect(main.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/member-login');
  });

  it('links each offering of the society to its page', async () => {
    stubApi();
    await renderApp('/');
    const offerings = within(
      await screen.findByRole('region', { name: 'What the society offers' }),
    );
    for (const [name, href] of [
      ['Membership', '/membership-benefits'],
      ['Fellowship', '/fellowship-guidelines'],
      ['Research grants', '/research-grant'],
      ['Education', '/blog'],
    ]) {
      expect(offerings.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    const congress = await offerings.findByRole('link', { name: /Annual Congress/ });
    expect(congress).toHaveAttribute('href', siteSettings.conference.url);
    expect(congress).toHaveAttribute('target', '_blank');
  });

  it('is titled with the society name', async () => {
    stubApi();
    await renderApp('/');
    expect(await screen.findByText(siteSettings.name, { selector: 'p' })).toBeVisible();
    expect(document.title).toBe(siteSettings.name);
  });
});
