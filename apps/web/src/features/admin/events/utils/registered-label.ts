import type { EventSummary } from '@osi/shared';

/** Registered places against the event's: 37 of 50, or 37 when it has no limit. */
export const registeredLabel = ({ registered, capacity }: EventSummary) =>
  capacity === null ? String(registered) : `${registered} of ${capacity}`;
