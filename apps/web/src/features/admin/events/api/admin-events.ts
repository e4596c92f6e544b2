import { adminEventEndpoints, type attendeeMailSchema } from '@osi/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The events that take registrations, next first, with their counts and income. */
export const useAdminEvents = () =>
  useQuery({
    queryKey: adminKeys.events(),
    queryFn: () => callEndpoint(adminEventEndpoints.events),
  });

/** An event's counts and its registrations. */
export const useEventAttendees = (eventId: string) =>
  useQuery({
    queryKey: adminKeys.eventAttendees(eventId),
    queryFn: () => callEndpoint(adminEventEndpoints.attendees, { params: { id: eventId } }),
  });

/** E-mails everyone registered for the event; answers how many messages were queued. */
export const useMailAttendees = (eventId: string) =>
  useMutation({
    mutationFn: (body: z.output<typeof attendeeMailSchema>) =>
      callEndpoint(adminEventEndpoints.mailAttendees, { params: { id: eventId }, body }),
  });
