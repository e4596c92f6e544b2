import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { listPage, loadBackOffice, stubAdminApi, testId } from '@/testing/admin-fixtures';
import { renderApp } from '@/testing/render-app';
import { jsonResponse } from '@/testing/stub-api';

beforeAll(loadBackOffice);

const ownerId = testId(1);

const event = (n: number, overrides: Record<string, unknown> = {}) => ({
  id: testId(200 + n),
  seq: n,
  actor: { type: 'admin', id: ownerId, name: 'Meera Iyer' },
  action: 'member.status-approved',
  entity: { type: 'member', id: testId(7), page: 'member' },
  createdAt: '2026-04-15T04:30:00.000Z',
  changes: [{ field: 'status', before: 'pending', after: 'approved' }],
  ...overrides,
});

const options = {
  actions: ['member.status-approved', 'payment.refunded'],
  entityTypes: ['member', 'payment', 'research-grant'],
  admins: [{ id: ownerId, name: 'Meera Iyer' }],
};

const page = (items: unknown[], paging?: { page?: number; total?: number }) => ({
  ...listPage(items, paging),
  totalIsCapped: false,
});

describe('the audit log page', () => {
  it('shows who did what to which record, when, and what changed, with a link to it', async () => {
    stubAdminApi({
      'GET /api/admin/audit-events/options': () => jsonResponse(options),
      'GET /api/admin/audit-events': () =>
        jsonResponse(
          page([
            event(2, {
              actor: { type: 'system', id: null, name: 'System' },
              action: 'payment.refunded',
              entity: { type: 'payment', id: testId(31), page: 'payment' },
              changes: [
                { field: 'refundedPaise', before: 0, after: 5000 },
                { field: 'refundedAt', before: null, after: '2026-04-15T04:30:00.000Z' },
              ],
            }),
            event(1),
          ]),
        ),
    });
    await renderApp('/admin-audit-log');

    const list = within(await screen.findByRole('region', { name: 'Events' }));
    const [refund, approval] = await list.findAllByRole('listitem');
    expect(within(refund!).getByText('payment.refunded')).toBeVisible();
    expect(refund!.textContent).toContain('System · 15 Apr 2026, 10:00 am IST');
    expect(refund!.textContent).toContain('Refunded₹0.00 →changed to ₹50.00');
    expect(refund!.textContent).toContain('Refunded at— →changed to 15 Apr 2026, 10:00 am IST');
    expect(within(refund!).getByRole('link', { name: 'View payment' })).toHaveAttribute(
      'href',
      `/admin-payments?history=${testId(31)}`,
    );
    expect(within(approval!).getByText('Application approved')).toBeVisible();
    expect(approval!.textContent).toContain(`Member ${testId(7)}`);
    expect(approval!.textContent).toContain('Statuspending →changed to approved');
    expect(within(approval!).getByRole('link', { name: 'View member' })).toHaveAttribute(
      'href',
      `/admin-membership-details/${testId(7)}`,
    );
    expect(screen.getByText('Events: 2')).toBeVisible();
  });

  it('applies the filters to the list and the export, and pages', async () => {
    const asked: URLSearchParams[] = [];
    stubAdminApi({
      'GET /api/admin/audit-events/options': () => jsonResponse(options),
      'GET /api/admin/audit-events': (_init, url) => {
        asked.push(url.searchParams);
        return jsonResponse(
          page([event(Number(url.searchParams.get('page')))], {
            page: Number(url.searchParams.get('page')),
            total: 40,
          }),
        );
      },
    });
    await renderApp('/admin-audit-log');
    const user = userEvent.setup();

    await user.selectOptions(await screen.findByLabelText('Who'), 'Meera Iyer');
    await user.selectOptions(screen.getByLabelText('Action'), 'Application approved');
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'Research grant application');
    await user.type(screen.getByLabelText('From'), '2026-04-01');
    await user.type(screen.getByLabelText('To'), '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1)!)).toEqual({
        actor: ownerId,
        action: 'member.status-approved',
        entityType: 'research-grant',
        from: '2026-04-01',
        to: '2026-04-30',
        page: '1',
        pageSize: '20',
      }),
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      `/api/admin/audit-events/export.csv?actor=${ownerId}&action=member.status-approved&entityType=research-grant&from=2026-04-01&to=2026-04-30`,
    );

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));
    expect(asked.at(-1)!.get('actor')).toBe(ownerId);
    expect(await screen.findByText('Page 2 of 2')).toBeVisible();
  });

  it('refuses dates out of order before asking the server', async () => {
    const asked: URLSearchParams[] = [];
    stubAdminApi({
      'GET /api/admin/audit-events/options': () => jsonResponse(options),
      'GET /api/admin/audit-events': (_init, url) => {
        asked.push(url.searchParams);
        return jsonResponse(page([]));
      },
    });
    await renderApp('/admin-audit-log');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('From'), '2026-04-30');
    await user.type(screen.getByLabelText('To'), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('The start date must not be after the end date')).toBeVisible();
    expect(asked.every((params) => !params.has('from'))).toBe(true);
  });

  it('says when nothing matches', async () => {
    stubAdminApi({
      'GET /api/admin/audit-events/options': () => jsonResponse(options),
      'GET /api/admin/audit-events': () => jsonResponse(page([])),
    });
    await renderApp('/admin-audit-log?action=payment.refunded');

    expect(await screen.findByRole('heading', { name: 'No events match' })).toBeVisible();
    expect(screen.getByLabelText('Action')).toHaveValue('payment.refunded');
  });
});
