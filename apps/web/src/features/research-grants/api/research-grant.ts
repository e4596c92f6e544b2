import {
  researchGrantEndpoints as endpoints,
  type ResearchGrantApplicationInput,
  type RoadmapUploadInput,
} from '@osi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { ownDataQueryOptions, useOwnData } from '@/lib/own-data';

export const ownResearchGrantQueryOptions = ownDataQueryOptions('research-grant', () =>
  callEndpoint(endpoints.own),
);

/** The member's research grant application that counts and its roadmaps, or nulls. */
export const useOwnResearchGrant = () => useOwnData(ownResearchGrantQueryOptions);

/** Sends the application; the server takes the e-mail and phone from the member's record. */
export const applyForResearchGrant = (input: ResearchGrantApplicationInput) =>
  callEndpoint(endpoints.apply, { body: input });

/** Submits a part's three months of roadmaps; the tab then shows where they stand. */
export const useUploadRoadmaps = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoadmapUploadInput) =>
      callEndpoint(endpoints.uploadRoadmaps, { body: input }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ownResearchGrantQueryOptions.queryKey }),
  });
};
