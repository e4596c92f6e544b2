import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInResult, eventId } from '@/testing/admin-event-fixtures';
import { jsonResponse, stubApi } from '@/testing/stub-api';
import { adminKeys } from '../../query-keys';
import { repeatScanMs, useTicketCheckIn } from './use-ticket-check-in';

const checkInApi = `/api/admin/events/${eventId}/check-in`;
const qrText = `https://osi.example.org/admin/events/${eventId}/check-in?ticket=ABCDEFGHJKMN`;

const renderCheckIn = () => {
  const posted: unknown[] = [];
  stubApi({
    [`POST ${checkInApi}`]: (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return jsonResponse(checkInResult());
    },
  });
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { posted, client, ...renderHook(() => useTicketCheckIn(eventId), { wrapper }) };
};

afterEach(() => {
  vi.useRealTimers();
});

describe('a scanned QR code', () => {
  it('checks in the ticket of the address it holds, once however often it is read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result, posted } = renderCheckIn();
    act(() => {
      result.current.scanned(qrText);
      result.current.scanned(qrText);
      result.current.scanned('ABCD-EFGH-JKMN');
    });
    await waitFor(() => expect(result.current.outcome?.kind).toBe('checked'));
    expect(posted).toEqual([{ code: 'ABCDEFGHJKMN' }]);

    vi.setSystemTime(Date.now() + repeatScanMs);
    act(() => result.current.scanned(qrText));
    await waitFor(() => expect(posted).toHaveLength(2));
  });

  it("takes the answer's count, and leaves the attendees to load afresh", async () => {
    const { result, client } = renderCheckIn();
    client.setQueryData(adminKeys.eventAttendees(eventId), { summary: null, items: [] });
    act(() => result.current.scanned(qrText));
    await waitFor(() => expect(result.current.outcome?.kind).toBe('checked'));
    expect(client.getQueryData(adminKeys.checkInCounts(eventId))).toEqual(checkInResult().counts);
    expect(client.getQueryState(adminKeys.eventAttendees(eventId))?.isInvalidated).toBe(true);
  });

  it('refuses a code that is no ticket without asking the server', async () => {
    const { result, posted } = renderCheckIn();
    act(() => result.current.scanned('https://example.com/menu'));
    await waitFor(() =>
      expect(result.current.outcome).toEqual({
        kind: 'refused',
        message: 'No ticket has this code.',
      }),
    );
    expect(posted).toEqual([]);
  });
});
