import {
  okResponseSchema,
  roadmapDepartmentSchema,
  type RoadmapDepartmentInput,
} from '@osi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

const path = '/admin/roadmap-departments';

/** The departments that sign roadmap parts off, oldest first, with their reviewers. */
export const useRoadmapDepartments = () =>
  useQuery({
    queryKey: adminKeys.roadmapDepartments(),
    queryFn: () => api.get(path, z.array(roadmapDepartmentSchema)),
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
      ? api.put(`${path}/${encodeURIComponent(id)}`, input, okResponseSchema)
      : api.post(path, input, okResponseSchema),
  );

export const useDeleteDepartment = () =>
  useDepartmentChange((id: string) =>
    api.delete(`${path}/${encodeURIComponent(id)}`, okResponseSchema),
  );
