import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';

const addedSchema = z.object({ id: z.uuid(), message: z.string() });

export const useAddAdmin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; email: string; password: string }) =>
      api.post('/admin/admins', input, addedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.overview() }),
  });
};
