import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Navigate, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { RouteFocus } from './route-focus';

/** A layout with a button outside its pages, a page still deciding, and a page with a heading. */
const renderRoutes = () => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RouteFocus />
            <button type="button">Menu</button>
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/deciding', element: <p>Checking your session…</p> },
          { path: '/redirected', element: <Navigate to="/login" replace /> },
          { path: '/login', element: <h1>Hello Again</h1> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
};

describe('RouteFocus', () => {
  it('focuses the heading of a page moved to, through a redirect', async () => {
    const { router } = renderRoutes();
    await router.navigate('/redirected');
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).toHaveFocus();
  });

  it('leaves a visitor who acted while the page decided where they are when it redirects', async () => {
    const { router, user } = renderRoutes();
    await router.navigate('/deciding');
    await screen.findByText('Checking your session…');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);

    await router.navigate('/login', { replace: true });
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).not.toHaveFocus();
    expect(menu).toHaveFocus();
  });

  it('focuses the heading of a page the visitor chose after acting', async () => {
    const { router, user } = renderRoutes();
    await router.navigate('/deciding');
    await screen.findByText('Checking your session…');
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await router.navigate('/login');
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).toHaveFocus();
  });
});
