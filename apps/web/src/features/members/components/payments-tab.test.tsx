import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '@/testing/fixtures';
import { memberPayment, memberProfile } from '@/testing/member-fixtures';
import { dashboardLoad, renderApp } from '@/testing/render-app';
import { errorResponse, jsonResponse, stubApi } from '@/testing/stub-api';

// The dashboard's code, loaded before the first test rather than within it.
beforeAll(() => import('@/features/members/pages/dashboard-page'));

const openTab = async (payments: () => Response | Promise<Response>) => {
  stubApi({
    'GET /api/session': () => jsonResponse(signedIn),
    'GET /api/me/profile': () => jsonResponse(memberProfile),
    'GET /api/me/payments': payments,
  });
  await renderApp('/dashboard?tab=payments');
  return within(await screen.findByRole('tabpanel', { name: 'Payments' }, dashboardLoad));
};

describe('the dashboard’s Payments tab', () => {
  it('lists each payment with its amount, status and a link to download its receipt', async () => {
    const panel = await openTab(() =>
      jsonResponse({
        items: [
          memberPayment({
            id: '6d1e4e2f-3a5b-4c7d-9e0f-1b2c3d4e5f6a',
            purpose: 'fellowship',
            item: 'Fellowship fee 2026',
            amountPaise: 750_000,
            receiptNumber: 'OSI/2026-27/000201',
            refundedPaise: 250_000,
            creditNotes: ['OSI/CN/2026-27/000004'],
          }),
          memberPayment(),
          memberPayment({
            id: '7e2f5f3a-4b6c-4d8e-8f1a-2c3d4e5f6a7b',
            status: 'failed',
            receiptNumber: null,
          }),
        ],
      }),
    );

    const rows = await panel.findAllByRole('listitem');
    expect(rows).toHaveLength(3);
    const fellowship = within(rows[0]!);
    expect(rows[0]).toHaveTextContent('Fellowship fee · Fellowship fee 2026');
    expect(fellowship.getByText('₹7,500.00')).toBeVisible();
    expect(fellowship.getByText(/Refunded ₹2,500.00/)).toBeVisible();
    expect(
      fellowship.getByRole('link', { name: 'Credit note OSI/CN/2026-27/000004' }),
    ).toHaveAttribute('href', '/api/me/receipts/OSI%2FCN%2F2026-27%2F000004');
    expect(
      fellowship.getByRole('link', { name: 'Download receipt OSI/2026-27/000201' }),
    ).toHaveAttribute('href', '/api/me/receipts/OSI%2F2026-27%2F000201');

    const membership = within(rows[1]!);
    expect(membership.getByText('₹15,000.00')).toBeVisible();
    expect(membership.getByText('Paid')).toHaveAttribute('data-tone', 'green');
    expect(membership.getByText(/Receipt OSI\/2026-27\/000123/)).toBeVisible();

    const failed = within(rows[2]!);
    expect(failed.getByText('Failed')).toHaveAttribute('data-tone', 'red');
    expect(failed.queryByRole('link')).toBeNull();
    expect(failed.getByText('No receipt')).toBeVisible();
  });

  it('says when there are no payments yet', async () => {
    const panel = await openTab(() => jsonResponse({ items: [] }));
    expect(await panel.findByRole('heading', { name: 'No payments yet' })).toBeVisible();
    expect(panel.queryByRole('listitem')).toBeNull();
  });

  it('shows placeholders while the payments load, then the list', async () => {
    let answer: (response: Response) => void = () => undefined;
    const panel = await openTab(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(panel.queryByRole('listitem')).toBeNull();
    expect(panel.getByRole('heading', { name: 'Payments' })).toBeVisible();
    expect(panel.queryByRole('heading', { name: 'No payments yet' })).toBeNull();
    answer(jsonResponse({ items: [memberPayment()] }));
    expect(await panel.findByRole('listitem')).toBeVisible();
  });

  it('offers to try again when the payments cannot be read', async () => {
    const panel = await openTab(() => errorResponse(503, 'unavailable', 'Try later.'));
    expect(await panel.findByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
