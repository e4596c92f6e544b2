import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

describe('payments to reconcile', () => {
  it('lists the captured payments nothing claimed', async () => {
    stubAdminApi({
      'GET /api/admin/payments/unclaimed': () =>
        jsonResponse(
          listPage([
            {
              id: testId(1),
              purpose: 'membership',
              email: 'lost.tab@clinic.example.in',
              amount: 15000,
              currency: 'INR',
              orderId: 'order_Q1w2e3',
              paymentId: 'pay_R4t5y6',
              gateway: 'sandbox',
              capturedAt: '2026-03-03T10:15:00.000Z',
            },
            {
              id: testId(2),
              purpose: 'renewal',
              email: 'deleted.member@clinic.example.in',
              amount: 3000,
              currency: 'INR',
              orderId: 'order_Z9x8c7',
              paymentId: 'pay_V6b5n4',
              gateway: 'razorpay',
              capturedAt: '2026-03-02T08:00:00.000Z',
            },
          ]),
        ),
    });
    await renderApp('/admin-payments-reconciliation');
    const table = within(await screen.findByRole('table'));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'E-mail',
      'Amount',
      'Purpose',
      'Order ID',
      'Payment ID',
      'Captured',
    ]);
    expect(table.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'lost.tab@clinic.example.in',
      '₹15,000',
      'membership',
      'order_Q1w2e3',
      'pay_R4t5y6',
      expect.stringContaining('3 Mar 2026'),
      'deleted.member@clinic.example.in',
      '₹3,000',
      'renewal',
      'order_Z9x8c7',
      'pay_V6b5n4',
      expect.stringContaining('2 Mar 2026'),
    ]);
    expect(screen.getByText(/never became a membership, a renewal or a fellowship/)).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
  });

  it('explains the list when there is nothing to reconcile', async () => {
    stubAdminApi({ 'GET /api/admin/payments/unclaimed': () => jsonResponse(listPage([])) });
    await renderApp('/admin-payments-reconciliation');
    expect(await screen.findByRole('heading', { name: 'No payments to reconcile' })).toBeVisible();
    expect(screen.getByText(/browser closed before the confirmation/)).toBeVisible();
  });
});
