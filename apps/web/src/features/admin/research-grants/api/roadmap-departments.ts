import { adminResearchGrantEndpoints as endpoints, type RoadmapDepartmentInput } from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';

/** The departments that sign roadmap parts off, oldest first, with their reviewers. */
export const useRoadmapDepartments = () =>
  useQuery({
    queryKey: adminKeys.roadmapDepartments(),
    queryFn: () => callEndpoint(endpoints.departments),
  });

const useDepartmentChange = <Input>(send: (input: Input) => Promise<{ message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

/** Adds a department, or changes one when given its id. */
export const useSaveDepartment = (id?: string) =>
  useDepartmentChange((input: RoadmapDepartmentInput) =>
    id
      ? callEndpoint(endpoints.updateDepartment, { params: { id }, body: input })
      : callEndpoint(endpoints.createDepartment, { body: input }),
  );

export const useDeleteDepartment = () =>
  useDepartmentChange((id: string) => callEndpoint(endpoints.deleteDepartment, { params: { id } }));
