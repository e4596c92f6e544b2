import {
  forumEndpoints as endpoints,
  type EditPostInput,
  type ForumPreferences,
  type NewThreadInput,
  type ReplyInput,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ownDataKey } from '@/lib/session';
import { callEndpoint } from '@/lib/endpoint-client';

/** Forum data belongs to the signed-in member's session: signing out forgets it. */
const forumKey = [...ownDataKey, 'forum'] as const;

export const useForumCategories = () =>
  useQuery({
    queryKey: [...forumKey, 'categories'],
    queryFn: () => callEndpoint(endpoints.categories),
    staleTime: 5 * 60_000,
  });

export const useForumThreads = (query: { page: number; search: string; category: string }) =>
  useQuery({
    queryKey: [...forumKey, 'threads', query],
    queryFn: () =>
      callEndpoint(endpoints.threads, {
        query: {
          page: query.page,
          search: query.search || undefined,
          category: query.category || undefined,
        },
      }),
    placeholderData: keepPreviousData,
  });

export const useForumThread = (slug: string, page: number) =>
  useQuery({
    queryKey: [...forumKey, 'thread', slug, page],
    queryFn: () => callEndpoint(endpoints.thread, { params: { slug }, query: { page } }),
    placeholderData: keepPreviousData,
  });

/** Every forum change refreshes what the forum pages show. */
const useForumMutation = <T, R>(mutationFn: (input: T) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: forumKey }),
  });
};

export const useStartThread = () =>
  useForumMutation((input: NewThreadInput) => callEndpoint(endpoints.startThread, { body: input }));

export const useReply = (slug: string) =>
  useForumMutation((input: ReplyInput) =>
    callEndpoint(endpoints.reply, { params: { slug }, body: input }),
  );

export const useEditPost = () =>
  useForumMutation(({ id, ...input }: EditPostInput & { id: string }) =>
    callEndpoint(endpoints.editPost, { params: { id }, body: input }),
  );

export const useDeletePost = () =>
  useForumMutation((id: string) => callEndpoint(endpoints.deletePost, { params: { id } }));

const preferencesKey = [...forumKey, 'preferences'];

export const useForumPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: () => callEndpoint(endpoints.preferences),
  });

export const useSaveForumPreferences = () =>
  useForumMutation((preferences: ForumPreferences) =>
    callEndpoint(endpoints.savePreferences, { body: preferences }),
  );
