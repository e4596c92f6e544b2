import { imageUploadRules, tooLargeMessage, uploadedImageSchema } from '@osi/shared';
import type { ImageUploader } from '@/components/form/image-upload-field';
import { uploadFile } from '@/lib/upload-client';

export type ImagePurpose = 'profile_picture' | 'student_id';

const uploadTimeoutMs = imageUploadRules.timeoutMinutes * 60_000;

/**
 * Uploads an image for a visitor registering or a signed-in member (for an ImageUploadField's
 * `upload`); a file over the size limit is refused without sending it.
 */
export const imageUploader =
  (purpose: ImagePurpose): ImageUploader =>
  async (file, onProgress) => {
    if (file.size > imageUploadRules.maxBytes)
      throw new Error(tooLargeMessage(imageUploadRules.maxBytes));
    const { key, previewUrl } = await uploadFile('/registration/uploads', {
      fields: { purpose },
      file,
      schema: uploadedImageSchema,
      onProgress,
      timeoutMs: uploadTimeoutMs,
    });
    // Without an address from the server (it gives one for the browser that sent the file), preview the chosen file.
    return { key, previewUrl: previewUrl ?? URL.createObjectURL(file) };
  };
