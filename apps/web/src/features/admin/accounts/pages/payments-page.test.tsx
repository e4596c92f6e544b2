import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const payment = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: testId(n),
  purpose: 'membership',
  status: 'captured',
  amount: 3000,
  refunded: 0,
  currency: 'INR',
  email: `payer${n}@clinic.example.in`,
  member: { id: testId(100 + n), name: `Dr. Member ${n}`, membershipId: `OSI-2026-0000${n}` },
  orderId: `order_${n}`,
  paymentId: `pay_${n}`,
  gateway: 'sandbox',
  receiptNumber: `OSI/2026-27/00000${n}`,
  creditNotes: [],
  createdAt: '2026-04-15T04:29:00.000Z',
  capturedAt: '2026-04-15T04:30:00.000Z',
  ...overrides,
});

const page = (items: unknown[]) => ({ ...listPage(items), totalIsCapped: false });

const totals = {
  months: [
    { month: '2026-04', purpose: 'membership', count: 2, amount: 6000, refunded: 0, net: 6000 },
    { month: '2026-04', purpose: 'renewal', count: 1, amount: 3000, refunded: 500, net: 2500 },
    { month: '2026-05', purpose: 'fellowship', count: 1, amount: 5000, refunded: 0, net: 5000 },
    { month: '2026-05', purpose: 'event', count: 2, amount: 9000, refunded: 0, net: 9000 },
  ],
  count: 6,
  amount: 23000,
  refunded: 500,
  net: 22500,
};

describe('the payments page', () => {
  it('shows the totals as figures, a chart and a table, and the payments', async () => {
    stubAdminApi({
      'GET /api/admin/payments': () =>
        jsonResponse(
          page([
            payment(1),
            payment(2, {
              status: 'refunded',
              refunded: 500,
              purpose: 'renewal',
              creditNotes: ['OSI/CN/2026-27/000001'],
            }),
            payment(3, {
              status: 'failed',
              member: null,
              paymentId: '',
              receiptNumber: null,
              capturedAt: null,
            }),
          ]),
        ),
      'GET /api/admin/payments/totals': () => jsonResponse(totals),
    });
    await renderApp('/admin-payments');

    expect(await screen.findByText('₹22,500')).toBeVisible();
    expect(screen.getByText('6 payments')).toBeVisible();
    expect(
      screen.getByRole('img', {
        name: /Net income by month and purpose: Apr 2026 ₹8,500, May 2026 ₹14,000/,
      }),
    ).toBeInTheDocument();
    const [monthTable, paymentTable] = screen.getAllByRole('table');
    expect(
      within(monthTable!)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      [],
      ['Apr 2026', '₹6,000', '₹0', '₹2,500', '₹0', '₹8,500'],
      ['May 2026', '₹0', '₹5,000', '₹0', '₹9,000', '₹14,000'],
    ]);
    const rows = within(paymentTable!).getAllByRole('row');
    expect(within(rows[1]!).getByRole('link', { name: 'Dr. Member 1' })).toHaveAttribute(
      'href',
      `/admin-membership-details/${testId(101)}`,
    );
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '15 Apr 2026, 10:00 am IST',
      'Dr. Member 2',
      'Renewal',
      'Refunded',
      '₹3,000',
      '₹500',
      'OSI/2026-27/000002OSI/CN/2026-27/000001',
      'pay_2',
      'RefundHistory',
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'OSI/CN/2026-27/000001' })).toHaveAttribute(
      'href',
      '/api/admin/receipts/OSI%2FCN%2F2026-27%2F000001',
    );
    expect(within(rows[3]!).queryByRole('button', { name: /^Refund/ })).toBeNull();
    expect(within(rows[3]!).getAllByRole('cell')[0]!.textContent).toBe('15 Apr 2026, 9:59 am IST');
    expect(within(rows[3]!).getByText('payer3@clinic.example.in')).toBeVisible();
  });

  it('applies the filters to the list, the totals and the export', async () => {
    const asked: string[] = [];
    stubAdminApi({
      'GET /api/admin/payments': (_init, url) => {
        asked.push(url.search);
        return jsonResponse(page([]));
      },
      'GET /api/admin/payments/totals': (_init, url) => {
        asked.push(url.search);
        return jsonResponse({ ...totals, months: [], count: 0, amount: 0, refunded: 0, net: 0 });
      },
    });
    await renderApp('/admin-payments');
    expect(await screen.findByRole('heading', { name: 'No payments match' })).toBeVisible();

    const form = within(screen.getByRole('search', { name: 'Filter payments' }));
    await userEvent.selectOptions(form.getByLabelText('Purpose'), 'Renewal');
    await userEvent.type(form.getByLabelText('From'), '2026-04-01');
    await userEvent.type(form.getByLabelText('To'), '2026-03-01');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    expect(form.getByLabelText('To')).toHaveAccessibleDescription(
      'The start date must not be after the end date',
    );

    await userEvent.clear(form.getByLabelText('To'));
    await userEvent.type(form.getByLabelText('To'), '2026-04-30');
    await userEvent.type(form.getByLabelText('Member'), 'asha');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));
    const wanted = '?purpose=renewal&from=2026-04-01&to=2026-04-30&member=asha';
    await screen.findByRole('heading', { name: 'No payments match' });
    expect(asked.filter((search) => search.includes('member=asha'))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('purpose=renewal&from=2026-04-01&to=2026-04-30&member=asha'),
      ]),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/payments/export.csv${wanted}`,
    );
  });

  it('reads the filters from the address', async () => {
    const asked: string[] = [];
    stubAdminApi({
      'GET /api/admin/payments': (_init, url) => {
        asked.push(url.search);
        return jsonResponse(page([]));
      },
      'GET /api/admin/payments/totals': () =>
        jsonResponse({ ...totals, months: [], count: 0, amount: 0, refunded: 0, net: 0 }),
    });
    await renderApp('/admin-payments?status=refunded&member=bala');
    const form = within(await screen.findByRole('search', { name: 'Filter payments' }));
    expect(form.getByLabelText('State')).toHaveValue('refunded');
    expect(form.getByLabelText('Member')).toHaveValue('bala');
    await screen.findByRole('heading', { name: 'No payments match' });
    expect(asked).toEqual(['?status=refunded&member=bala&page=1&pageSize=20']);
  });

  it('drops filters from the address that the server would refuse', async () => {
    const asked: string[] = [];
    stubAdminApi({
      'GET /api/admin/payments': (_init, url) => {
        asked.push(url.search);
        return jsonResponse(page([]));
      },
      'GET /api/admin/payments/totals': () =>
        jsonResponse({ ...totals, months: [], count: 0, amount: 0, refunded: 0, net: 0 }),
    });
    await renderApp('/admin-payments?status=stolen');
    await screen.findByRole('heading', { name: 'No payments match' });
    expect(asked).toEqual(['?page=1&pageSize=20']);
  });

  it('refunds part of a payment from its row, showing the server’s refusal on the field', async () => {
    const sent: unknown[] = [];
    stubAdminApi({
      'GET /api/admin/payments': () => jsonResponse(page([payment(1)])),
      'GET /api/admin/payments/totals': () => jsonResponse(totals),
      [`POST /api/admin/payments/${testId(1)}/refunds`]: (init) => {
        const body = JSON.parse(String(init?.body)) as { amount: number };
        sent.push(body);
        return body.amount > 3000
          ? jsonResponse(
              {
                error: {
                  code: 'bad_request',
                  message: 'At most ₹3,000 of this payment can still be refunded.',
                  fieldErrors: { amount: 'At most ₹3,000 of this payment can still be refunded.' },
                },
              },
              400,
            )
          : jsonResponse(
              {
                message: 'The payment was refunded and a credit note issued.',
                refund: {
                  id: testId(50),
                  amount: body.amount,
                  reason: 'Duplicate',
                  status: 'processed',
                  createdAt: '2026-04-16T04:30:00.000Z',
                },
              },
              201,
            );
      },
    });
    await renderApp('/admin-payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Refund ₹3,000 from Dr. Member 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund payment' }));
    const amount = dialog.getByLabelText('Amount to refund (₹)');
    expect(amount).toHaveValue(3000);
    await userEvent.clear(amount);
    await userEvent.type(amount, '3000.5');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Duplicate');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(
      await dialog.findByText('At most ₹3,000 of this payment can still be refunded.'),
    ).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '500.25');
    await userEvent.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('The payment was refunded and a credit note issued.'),
    ).toBeVisible();
    expect(sent).toEqual([
      { amount: 3000.5, reason: 'Duplicate' },
      { amount: 500.25, reason: 'Duplicate' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('leaves out Refund and Export CSV for a role that may only read payments', async () => {
    stubAdminApi(
      {
        'GET /api/admin/payments': () => jsonResponse(page([payment(1)])),
        'GET /api/admin/payments/totals': () => jsonResponse(totals),
      },
      'membership',
    );
    await renderApp('/admin-payments');
    expect(await screen.findByText('Dr. Member 1')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Refund/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('shows a capped count with a plus, and pages on past it', async () => {
    const asked: string[] = [];
    stubAdminApi({
      'GET /api/admin/payments': (_init, url) => {
        asked.push(url.search);
        const at = Number(url.searchParams.get('page'));
        return jsonResponse({
          ...page([payment(at)]),
          page: at,
          total: 1_000,
          totalPages: 50,
          totalIsCapped: true,
        });
      },
      'GET /api/admin/payments/totals': () => jsonResponse(totals),
    });
    await renderApp('/admin-payments');
    expect(await screen.findByText('Payments: 1,000+')).toBeVisible();
    const pager = within(screen.getByRole('navigation', { name: 'Pages of payments' }));
    expect(pager.getByText('Page 1 of 50+')).toBeVisible();

    await userEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(await pager.findByText('Page 2 of 50+')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Dr. Member 2' })).toBeVisible();
    expect(asked).toEqual(['?page=1&pageSize=20', '?page=2&pageSize=20']);
  });

  it('shows a payment’s history in a dialog, from its row or from a link to it', async () => {
    stubAdminApi({
      'GET /api/admin/payments': () => jsonResponse(page([payment(1)])),
      'GET /api/admin/payments/totals': () => jsonResponse(totals),
      [`GET /api/admin/payments/${testId(1)}/history`]: () =>
        jsonResponse(
          page([
            {
              id: testId(60),
              seq: 9,
              actor: { type: 'admin', id: testId(61), name: 'Ravi Kumar' },
              action: 'payment.refunded',
              entity: { type: 'payment', id: testId(1), page: 'payment' },
              createdAt: '2026-04-16T04:30:00.000Z',
              changes: [{ field: 'refundedPaise', before: 0, after: 50000 }],
            },
          ]),
        ),
    });
    await renderApp('/admin-payments');
    await userEvent.click(
      await screen.findByRole('button', { name: 'History of ₹3,000 from Dr. Member 1' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Payment history' }));
    expect(await dialog.findByText('payment.refunded')).toBeVisible();
    expect(dialog.getByText(/Ravi Kumar/).textContent).toBe(
      'Ravi Kumar · 16 Apr 2026, 10:00 am IST',
    );
    expect(dialog.getByText('Refunded', { exact: true })).toBeVisible();
    expect(dialog.getByText('₹500.00')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await renderApp(`/admin-payments?history=${testId(1)}`);
    expect(
      await within(await screen.findByRole('dialog', { name: 'Payment history' })).findByText(
        'payment.refunded',
      ),
    ).toBeVisible();
  });
});
