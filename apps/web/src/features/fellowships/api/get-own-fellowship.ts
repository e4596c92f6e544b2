import { fellowshipEndpoints } from '@osi/shared';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const ownFellowshipQueryOptions = ownDataQueryOptions('fellowship', () =>
  callEndpoint(fellowshipEndpoints.own),
);

/** The member's fellowship application that counts (open, else the latest declined), or null. */
export const useOwnFellowship = () => useOwnData(ownFellowshipQueryOptions);
