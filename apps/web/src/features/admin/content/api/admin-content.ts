import {
  adminContentItemSchema,
  okResponseSchema,
  paginated,
  tooLargeMessage,
  uploadKindRules,
  uploadTimeoutMinutes,
  uploadedContentImageSchema,
  type ContentCollectionName,
  type ContentSectionName,
  type UploadedContentImage,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { contentKeys } from '@/features/content/api/content';
import { api } from '@/lib/api-client';
import { uploadFile, type Uploader } from '@/lib/upload-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

const itemsPageSchema = paginated(adminContentItemSchema);
const savedSchema = z.object({ message: z.string(), item: adminContentItemSchema });

export const useAdminContentList = (
  collection: ContentCollectionName,
  page: number,
  search: string,
) =>
  useQuery({
    queryKey: adminKeys.content(collection, page, search),
    queryFn: () =>
      api.get(`/admin/content/${collection}?${pageQuery(page, search)}`, itemsPageSchema),
    placeholderData: keepPreviousData,
  });

/** After any change, the back office's lists and the public pages reload. */
const useContentMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.all }),
        queryClient.invalidateQueries({ queryKey: contentKeys.all }),
      ]),
  });
};

/** Adds an item (no `id`) or saves an existing one. */
export const useSaveContentItem = (collection: ContentCollectionName) =>
  useContentMutation(({ id, input }: { id?: string; input: Record<string, unknown> }) =>
    id
      ? api.put(`/admin/content/${collection}/${id}`, input, savedSchema)
      : api.post(`/admin/content/${collection}`, input, savedSchema),
  );

export const useDeleteContentItem = (collection: ContentCollectionName) =>
  useContentMutation((id: string) =>
    api.delete(`/admin/content/${collection}/${id}`, okResponseSchema),
  );

export const usePublishContentItem = (collection: ContentCollectionName) =>
  useContentMutation(({ id, published }: { id: string; published: boolean }) =>
    api.put(`/admin/content/${collection}/${id}/published`, { published }, savedSchema),
  );

/** Puts the given items in the given order, in the places they held. */
export const useReorderContent = (collection: ContentCollectionName) =>
  useContentMutation((ids: string[]) =>
    api.put(`/admin/content/${collection}/order`, { ids }, okResponseSchema),
  );

export const useSaveSection = (name: ContentSectionName) =>
  useContentMutation((input: Record<string, unknown>) =>
    api.put(`/admin/content/sections/${name}`, input, okResponseSchema),
  );

/** An uploaded content image, with the key its field holds while the form is open. */
export type UploadedImageResult = UploadedContentImage & { key: string };

const imageRules = uploadKindRules.image;

/** Uploads a content image with its progress; a file over the size limit is refused unsent. */
export const uploadContentImage: Uploader<UploadedImageResult> = async (file, onProgress) => {
  if (file.size > imageRules.maxBytes) throw new Error(tooLargeMessage(imageRules.maxBytes));
  const image = await uploadFile('/admin/content/images', {
    fields: {},
    file,
    schema: uploadedContentImageSchema,
    onProgress,
    timeoutMs: uploadTimeoutMinutes * 60_000,
  });
  return { ...image, key: image.id };
};
