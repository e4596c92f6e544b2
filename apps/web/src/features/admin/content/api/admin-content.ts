import {
  contentEndpoints as endpoints,
  tooLargeMessage,
  uploadKindRules,
  uploadTimeoutMinutes,
  uploadedContentImageSchema,
  type ContentCollectionName,
  type ContentSectionName,
  type UploadedContentImage,
} from '@osi/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content';
import { callEndpoint } from '@/lib/endpoint-client';
import { uploadFile, type Uploader } from '@/lib/upload-client';
import { adminKeys } from '../../query-keys';
import { pageQuery } from '../../utils/paging';

export const useAdminContentList = (
  collection: ContentCollectionName,
  page: number,
  search: string,
) =>
  useQuery({
    queryKey: adminKeys.content(collection, page, search),
    queryFn: () =>
      callEndpoint(endpoints.adminList, {
        params: { collection },
        query: pageQuery(page, search),
      }),
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
      ? callEndpoint(endpoints.update, { params: { collection, id }, body: input })
      : callEndpoint(endpoints.add, { params: { collection }, body: input }),
  );

export const useDeleteContentItem = (collection: ContentCollectionName) =>
  useContentMutation((id: string) =>
    callEndpoint(endpoints.remove, { params: { collection, id } }),
  );

export const usePublishContentItem = (collection: ContentCollectionName) =>
  useContentMutation(({ id, published }: { id: string; published: boolean }) =>
    callEndpoint(endpoints.publish, { params: { collection, id }, body: { published } }),
  );

/** Puts the given items in the given order, in the places they held. */
export const useReorderContent = (collection: ContentCollectionName) =>
  useContentMutation((ids: string[]) =>
    callEndpoint(endpoints.reorder, { params: { collection }, body: { ids } }),
  );

export const useSaveSection = (name: ContentSectionName) =>
  useContentMutation((input: Record<string, unknown>) =>
    callEndpoint(endpoints.saveSection, { params: { name }, body: input }),
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
