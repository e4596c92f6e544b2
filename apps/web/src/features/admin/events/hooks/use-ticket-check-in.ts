import { eventMessages, ticketCodeSchema, type CheckInResult } from '@osi/shared';
import { useRef, useState } from 'react';
import { serverMessage } from '@/lib/api-client';
import { useCheckIn } from '../api/check-in';

export type CheckInOutcome =
  { kind: 'checked'; result: CheckInResult } | { kind: 'refused'; message: string };

const notChecked = 'The ticket could not be checked. Please try again.';

/** How long a scanned code is ignored after it was read, so a phone held over a ticket posts once. */
export const repeatScanMs = 4000;

/**
 * Checks tickets in, from a typed code, a scanned QR code or the address the QR code holds; the
 * last outcome is shown. A scan of the code read just before is ignored for a few seconds.
 */
export const useTicketCheckIn = (eventId: string) => {
  const checkIn = useCheckIn(eventId);
  const [outcome, setOutcome] = useState<CheckInOutcome>();
  const lastScan = useRef<{ text: string; at: number }>(undefined);

  /** Resolves whether the ticket was found and is in, now or before. */
  const check = async (text: string) => {
    const code = ticketCodeSchema.safeParse(text);
    if (!code.success) {
      setOutcome({ kind: 'refused', message: eventMessages.ticketUnknown });
      return false;
    }
    try {
      setOutcome({ kind: 'checked', result: await checkIn.mutateAsync(code.data) });
      return true;
    } catch (error) {
      setOutcome({ kind: 'refused', message: serverMessage(error, notChecked) });
      return false;
    }
  };

  const scanned = (text: string) => {
    const code = ticketCodeSchema.safeParse(text);
    const key = code.success ? code.data : text;
    const now = Date.now();
    const last = lastScan.current;
    if (last?.text === key && now - last.at < repeatScanMs) return;
    lastScan.current = { text: key, at: now };
    void check(text);
  };

  return { outcome, check, scanned };
};
