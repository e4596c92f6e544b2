import { act, screen, waitFor, within } from '@testing-library/react';
import {
  destroyIntersectionMocking,
  mockAllIsIntersecting,
  setupIntersectionMocking,
} from 'react-intersection-observer/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

const footerLinks = [
  ['Our Committee', '/our-committee'],
  ['Blog', '/blog'],
  ['Discussion Forums', '/discussion-forums'],
  ['Events', '/events'],
  ['Speaker Finder', '/speaker-finder'],
  ['Study Club', '/study-club'],
  ['Gallery', '/gallery'],
  ['Privacy Notice', '/privacy'],
];

describe('footer', () => {
  it('shows the links and the society details from the site settings', async () => {
    stubApi();
    await renderApp();
    const footer = within(screen.getByRole('contentinfo'));

    for (const [label, href] of footerLinks) {
      expect(footer.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(await footer.findByRole('link', { name: siteSettings.contactEmail })).toHaveAttribute(
      'href',
      `mailto:${siteSettings.contactEmail}`,
    );
    expect(footer.getByRole('link', { name: siteSettings.phone })).toHaveAttribute(
      'href',
      'tel:+918040001234',
    );
    expect(footer.getByText(siteSettings.address)).toBeVisible();
    expect(footer.getByText(siteSettings.missionStatement)).toBeVisible();
    for (const [name, url] of [
      ['Facebook', siteSettings.social.facebook],
      ['Instagram', siteSettings.social.instagram],
      [siteSettings.developerCredit.name, siteSettings.developerCredit.url],
    ] as const) {
      const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
      expect(link).toHaveAttribute('href', url);
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(
      footer.getByText(`© ${new Date().getFullYear()} ${siteSettings.name}. All rights reserved.`),
    ).toBeVisible();
  });

  it('shows a loading placeholder until the settings arrive', async () => {
    let answer = (_response: Response) => {};
    stubApi({
      'GET /api/content/site-settings': () => new Promise((resolve) => (answer = resolve)),
    });
    await renderApp();
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('status')).toHaveTextContent('Loading');
    expect(footer.getByRole('link', { name: 'Gallery' })).toBeInTheDocument();

    answer(jsonResponse(siteSettings));
    await waitFor(() => expect(footer.queryByRole('status')).toBeNull());
    expect(footer.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
  });

  it('keeps its links but leaves out the contact block when the settings fail', async () => {
    stubApi({
      'GET /api/content/site-settings': () => errorResponse(500, 'internal', 'Server error'),
    });
    await renderApp();
    const footer = within(screen.getByRole('contentinfo'));
    await waitFor(() => expect(footer.queryByRole('status')).toBeNull());
    expect(footer.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
    expect(footer.queryByRole('heading', { name: 'Contact us' })).toBeNull();
    expect(footer.queryByRole('link', { name: /^mailto/ })).toBeNull();
  });

  describe('with a browser that reports what is in view', () => {
    afterEach(() => destroyIntersectionMocking());

    it('loads the newsletter box only when the footer comes near the window', async () => {
      setupIntersectionMocking(vi.fn);
      stubApi();
      await renderApp();
      const footer = within(screen.getByRole('contentinfo'));
      await footer.findByRole('link', { name: siteSettings.contactEmail });
      expect(footer.queryByRole('region', { name: 'Subscribe to our newsletter' })).toBeNull();

      act(() => mockAllIsIntersecting(true));
      expect(
        await footer.findByRole('region', { name: 'Subscribe to our newsletter' }),
      ).toBeVisible();
    });
  });
});
