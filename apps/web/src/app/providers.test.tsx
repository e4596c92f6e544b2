import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, expect, it } from 'vitest';
import { endTakingOver, startTakingOver } from '@/lib/taking-over';
import { AppProviders } from './providers';

afterEach(() => {
  toast.dismiss();
  endTakingOver();
});

it('shows a toast raised while the browser took the page over once its container has loaded', async () => {
  startTakingOver();
  render(
    <AppProviders queryClient={new QueryClient()}>
      <p>The page</p>
    </AppProviders>,
  );
  act(() => void toast.success('Saved before the page was the browser’s'));
  expect(screen.queryByText('Saved before the page was the browser’s')).toBeNull();

  act(() => endTakingOver());
  expect(await screen.findByText('Saved before the page was the browser’s')).toBeVisible();
});
