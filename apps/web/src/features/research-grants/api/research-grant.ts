import {
  okResponseSchema,
  ownResearchGrantAnswerSchema,
  researchGrantAppliedSchema,
  type ResearchGrantApplicationInput,
  type RoadmapUploadInput,
} from '@osi/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownDataKey, useSession } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

export const ownResearchGrantQueryOptions = queryOptions({
  queryKey: [...ownDataKey, 'research-grant'],
  queryFn: () => api.get('/me/research-grant', ownResearchGrantAnswerSchema),
});

/** The member's research grant application that counts and its roadmaps, or nulls. */
export const useOwnResearchGrant = () => {
  const session = useSession();
  return useQuery({ ...ownResearchGrantQueryOptions, enabled: Boolean(session.data?.member) });
};

/** Sends the application; the server takes the e-mail and phone from the member's record. */
export const applyForResearchGrant = (input: ResearchGrantApplicationInput) =>
  api.post('/me/research-grant', input, researchGrantAppliedSchema);

/** Submits a part's three months of roadmaps; the tab then shows where they stand. */
export const useUploadRoadmaps = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoadmapUploadInput) =>
      api.post('/me/research-grant/roadmaps', input, okResponseSchema),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ownResearchGrantQueryOptions.queryKey }),
  });
};
