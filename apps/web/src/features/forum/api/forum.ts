import {
  forumCategorySchema,
  forumPreferencesSchema,
  forumThreadPageSchema,
  forumThreadSchema,
  forumThreadStartedSchema,
  okResponseSchema,
  type EditPostInput,
  type ForumPreferences,
  type NewThreadInput,
  type ReplyInput,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ownDataKey } from '@/features/auth/api/get-session';
import { api } from '@/lib/api-client';

/** Forum data belongs to the signed-in member's session: signing out forgets it. */
const forumKey = [...ownDataKey, 'forum'] as const;

export const useForumCategories = () =>
  useQuery({
    queryKey: [...forumKey, 'categories'],
    queryFn: () => api.get('/forum/categories', z.array(forumCategorySchema)),
    staleTime: 5 * 60_000,
  });

export const useForumThreads = (query: { page: number; search: string; category: string }) =>
  useQuery({
    queryKey: [...forumKey, 'threads', query],
    queryFn: () =>
      api.get(
        `/forum/threads?${new URLSearchParams({
          page: String(query.page),
          ...(query.search ? { search: query.search } : {}),
          ...(query.category ? { category: query.category } : {}),
        })}`,
        forumThreadPageSchema,
      ),
    placeholderData: keepPreviousData,
  });

export const useForumThread = (slug: string, page: number) =>
  useQuery({
    queryKey: [...forumKey, 'thread', slug, page],
    queryFn: () =>
      api.get(`/forum/threads/${encodeURIComponent(slug)}?page=${page}`, forumThreadSchema),
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
  useForumMutation((input: NewThreadInput) =>
    api.post('/forum/threads', input, forumThreadStartedSchema),
  );

export const useReply = (slug: string) =>
  useForumMutation((input: ReplyInput) =>
    api.post(`/forum/threads/${encodeURIComponent(slug)}/posts`, input, okResponseSchema),
  );

export const useEditPost = () =>
  useForumMutation(({ id, ...input }: EditPostInput & { id: string }) =>
    api.put(`/forum/posts/${id}`, input, okResponseSchema),
  );

export const useDeletePost = () =>
  useForumMutation((id: string) => api.delete(`/forum/posts/${id}`, okResponseSchema));

const preferencesKey = [...forumKey, 'preferences'];

export const useForumPreferences = () =>
  useQuery({
    queryKey: preferencesKey,
    queryFn: () => api.get('/me/forum-preferences', forumPreferencesSchema),
  });

export const useSaveForumPreferences = () =>
  useForumMutation((preferences: ForumPreferences) =>
    api.put(
      '/me/forum-preferences',
      preferences,
      z.object({ message: z.string(), preferences: forumPreferencesSchema }),
    ),
  );
