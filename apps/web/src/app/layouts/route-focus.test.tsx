import { act, render, screen } from '@testing-library/react';
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
  // Inside act, a move's effects (RouteFocus's among them) have run when it resolves.
  const moveTo = (to: string, options?: { replace: boolean }) =>
    act(() => router.navigate(to, options));
  return { moveTo, user: userEvent.setup() };
};

describe('RouteFocus', () => {
  it('focuses the heading of a page moved to, through a redirect', async () => {
    const { moveTo } = renderRoutes();
    await moveTo('/redirected');
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).toHaveFocus();
  });

  it('leaves a visitor who acted while the page decided where they are when it redirects', async () => {
    const { moveTo, user } = renderRoutes();
    await moveTo('/deciding');
    await screen.findByText('Checking your session…');
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);

    await moveTo('/login', { replace: true });
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).not.toHaveFocus();
    expect(menu).toHaveFocus();
  });

  it('focuses the heading of a page the visitor chose after acting', async () => {
    const { moveTo, user } = renderRoutes();
    await moveTo('/deciding');
    await screen.findByText('Checking your session…');
    await user.click(screen.getByRole('button', { name: 'Menu' }));

    await moveTo('/login');
    expect(await screen.findByRole('heading', { name: 'Hello Again' })).toHaveFocus();
  });
});
