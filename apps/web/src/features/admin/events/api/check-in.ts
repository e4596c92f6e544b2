import { adminEventEndpoints } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** How often the check-in page asks for the count, which other phones at the door change. */
const countRefreshMs = 5000;

/** How many are registered and checked in, kept fresh while the page is open. */
export const useCheckInCounts = (eventId: string) =>
  useQuery({
    queryKey: adminKeys.checkInCounts(eventId),
    queryFn: () => callEndpoint(adminEventEndpoints.checkInCounts, { params: { id: eventId } }),
    refetchInterval: countRefreshMs,
  });

/**
 * Checks a ticket in; the count takes the one the answer brings. The back office's other views
 * (attendees, a member's points) load afresh when next shown.
 */
export const useCheckIn = (eventId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      callEndpoint(adminEventEndpoints.checkIn, { params: { id: eventId }, body: { code } }),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.all, refetchType: 'none' });
      queryClient.setQueryData(adminKeys.checkInCounts(eventId), result.counts);
    },
  });
};

/** The events near today the door staff may pick, with their counts. */
export const useCheckInEvents = () =>
  useQuery({
    queryKey: adminKeys.checkInEvents(),
    queryFn: () => callEndpoint(adminEventEndpoints.checkInEvents),
  });
