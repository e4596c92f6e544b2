import { adminForumEndpoints as endpoints, type ThreadModerationAction } from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/endpoint-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const useModeratedThreads = (page: number, search: string) =>
  useQuery({
    queryKey: adminKeys.forumThreads(page, search),
    queryFn: () =>
      callEndpoint(endpoints.threads, {
        query: pageQuery(page, search),
      }),
    placeholderData: keepPreviousData,
  });

export const useModeratedThread = (id: string) =>
  useQuery({
    queryKey: adminKeys.forumThread(id),
    queryFn: () => callEndpoint(endpoints.thread, { params: { id } }),
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
    callEndpoint(endpoints.threadModeration.moderate, { params: { id }, body: { action } }),
  );

export const useDeleteThread = () =>
  useModeration((id: string) =>
    callEndpoint(endpoints.threadModeration.remove, { params: { id } }),
  );

export const useModeratePost = () =>
  useModeration(({ id, action }: { id: string; action: 'hide' | 'unhide' }) =>
    callEndpoint(endpoints.postModeration.moderate, { params: { id }, body: { action } }),
  );

export const useDeleteForumPost = () =>
  useModeration((id: string) => callEndpoint(endpoints.postModeration.remove, { params: { id } }));
