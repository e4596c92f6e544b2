import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { siteSettings } from '@/testing/fixtures';
import { arrivedAt, renderApp } from '@/testing/render-app';
import { stubApi } from '@/testing/stub-api';

describe('app shell', () => {
  it('scrolls to the top and focuses the heading on every route change, but leaves the first page where it is', async () => {
    stubApi();
    const { user, router } = await renderApp('/our-committee');
    const first = await screen.findByRole('heading', { level: 1, name: 'Our Committee' });
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(first).not.toHaveFocus();

    const footer = within(screen.getByRole('contentinfo'));
    await user.click(footer.getByRole('link', { name: 'Gallery' }));
    await arrivedAt(router, '/gallery');
    // The scroll follows the new page's render (its code loads first).
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());

    vi.mocked(window.scrollTo).mockClear();
    await router.navigate('/events');
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('goes to the section an address names after #, instead of the top', async () => {
    stubApi();
    // jsdom has no scrollIntoView.
    const scrollIntoView = vi.fn();
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    try {
      const { router } = await renderApp('/our-committee');
      await screen.findByRole('heading', { level: 1, name: 'Our Committee' });
      await router.navigate('/events#main-content');
      await arrivedAt(router, '/events');
      await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
      expect(scrollIntoView).toHaveBeenCalledOnce();
      expect(window.scrollTo).not.toHaveBeenCalled();
    } finally {
      Reflect.deleteProperty(HTMLElement.prototype, 'scrollIntoView');
    }
  });

  it.each(['/no-such-page', '/no-such-page/anywhere', '/about-us/anything/else'])(
    'shows the not-found page for %s, inside the site layout',
    async (url) => {
      stubApi();
      await renderApp(url);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
      ).toBeVisible();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
        'href',
        '/',
      );
      await waitFor(() => expect(document.title).toBe(`Page not found · ${siteSettings.name}`));
    },
  );

  it('lets keyboard users skip to the main content', async () => {
    stubApi();
    await renderApp('/no-such-page');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });
});
