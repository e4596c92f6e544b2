import {
  adminResearchGrantEndpoints as endpoints,
  type GrantAccessInput,
  type RoadmapApprovalUpdateInput,
  type RoadmapReviewInput,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

/** A page of research grant applications, newest first; the page shown stays while the next loads. */
export const useResearchGrants = (page: number) =>
  useQuery({
    queryKey: adminKeys.researchGrants(page),
    queryFn: () => callEndpoint(endpoints.list, { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });

/** One application with the applicant's photo and its roadmap parts. */
export const useResearchGrant = (id: string) =>
  useQuery({
    queryKey: adminKeys.researchGrant(id),
    queryFn: () => callEndpoint(endpoints.details, { params: { id } }),
  });

/** A change of one application; everything the back office shows is read again afterwards. */
const useGrantChange = <Input, Answer>(send: (input: Input) => Promise<Answer>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

/** Grant Access or Revoke Access: whether the applicant may upload roadmaps. */
export const useGrantAccess = (id: string) =>
  useGrantChange((input: GrantAccessInput) =>
    callEndpoint(endpoints.setAccess, { params: { id }, body: input }),
  );

/** The Admin Roadmap Panel's decision on a part. */
export const useReviewRoadmap = (id: string) =>
  useGrantChange((input: RoadmapReviewInput) =>
    callEndpoint(endpoints.reviewRoadmap, { params: { id }, body: input }),
  );

/** One department reviewer's verdict on a part. */
export const useRoadmapApproval = (id: string) =>
  useGrantChange((input: RoadmapApprovalUpdateInput) =>
    callEndpoint(endpoints.approveRoadmap, { params: { id }, body: input }),
  );
