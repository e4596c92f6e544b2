import {
  adminResearchGrantDetailsSchema,
  adminResearchGrantListItemSchema,
  okResponseSchema,
  paginated,
  roadmapApprovalsAnswerSchema,
  type GrantAccessInput,
  type RoadmapApprovalUpdateInput,
  type RoadmapReviewInput,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

const grantPageSchema = paginated(adminResearchGrantListItemSchema);
const grantPath = (id: string) => `/admin/research-grants/${encodeURIComponent(id)}`;

/** A page of research grant applications, newest first; the page shown stays while the next loads. */
export const useResearchGrants = (page: number) =>
  useQuery({
    queryKey: adminKeys.researchGrants(page),
    queryFn: () => api.get(`/admin/research-grants?${pageQuery(page)}`, grantPageSchema),
    placeholderData: keepPreviousData,
  });

/** One application with the applicant's photo and its roadmap parts. */
export const useResearchGrant = (id: string) =>
  useQuery({
    queryKey: adminKeys.researchGrant(id),
    queryFn: () => api.get(grantPath(id), adminResearchGrantDetailsSchema),
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
    api.put(`${grantPath(id)}/access`, input, okResponseSchema),
  );

/** The Admin Roadmap Panel's decision on a part. */
export const useReviewRoadmap = (id: string) =>
  useGrantChange((input: RoadmapReviewInput) =>
    api.patch(`${grantPath(id)}/roadmap`, input, okResponseSchema),
  );

/** One department reviewer's verdict on a part. */
export const useRoadmapApproval = (id: string) =>
  useGrantChange((input: RoadmapApprovalUpdateInput) =>
    api.put(`${grantPath(id)}/roadmap/approvals`, input, roadmapApprovalsAnswerSchema),
  );
