import {
  adminForumThreadDetailSchema,
  adminForumThreadPageSchema,
  okResponseSchema,
  type ThreadModerationAction,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const useModeratedThreads = (page: number, search: string) =>
  useQuery({
    queryKey: adminKeys.forumThreads(page, search),
    queryFn: () =>
      api.get(`/admin/forum/threads?${pageQuery(page, search)}`, adminForumThreadPageSchema),
    placeholderData: keepPreviousData,
  });

export const useModeratedThread = (id: string) =>
  useQuery({
    queryKey: adminKeys.forumThread(id),
    queryFn: () => api.get(`/admin/forum/threads/${id}`, adminForumThreadDetailSchema),
  });

/** Every moderation action refreshes the back office's forum lists. */
const useModeration = <T>(mutationFn: (input: T) => Promise<{ message: string }>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
};

export const useModerateThread = () =>
  useModeration(({ id, action }: { id: string; action: ThreadModerationAction }) =>
    api.post(`/admin/forum/threads/${id}/moderation`, { action }, okResponseSchema),
  );

export const useDeleteThread = () =>
  useModeration((id: string) => api.delete(`/admin/forum/threads/${id}`, okResponseSchema));

export const useModeratePost = () =>
  useModeration(({ id, action }: { id: string; action: 'hide' | 'unhide' }) =>
    api.post(`/admin/forum/posts/${id}/moderation`, { action }, okResponseSchema),
  );

export const useDeleteForumPost = () =>
  useModeration((id: string) => api.delete(`/admin/forum/posts/${id}`, okResponseSchema));
