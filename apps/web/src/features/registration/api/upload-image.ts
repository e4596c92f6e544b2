import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { imageUploadRules, uploadedImageSchema } from '@osi/shared';
import { ApiError, serverMessage } from '@/lib/api-client';
import { uploadFile } from '@/lib/upload-client';

export type ImagePurpose = 'profile_picture' | 'student_id';
export type UploadedImage = { key: string; previewUrl: string };

const uploadTimeoutMs = imageUploadRules.timeoutMinutes * 60_000;

const uploadImage = async (
  purpose: ImagePurpose,
  file: File,
  onProgress: (sent: number) => void,
): Promise<UploadedImage> => {
  if (file.size > imageUploadRules.maxBytes) throw new Error('The file is larger than 5 MB.');
  const { key, previewUrl } = await uploadFile('/registration/uploads', {
    fields: { purpose },
    file,
    schema: uploadedImageSchema,
    onProgress,
    timeoutMs: uploadTimeoutMs,
  });
  // Private uploads (the student ID card) have no public address: preview the chosen file.
  return { key, previewUrl: previewUrl ?? URL.createObjectURL(file) };
};

const failureMessage = (error: Error) =>
  error instanceof ApiError
    ? serverMessage(error, 'Failed to upload image. Please try again.')
    : error.message;

/**
 * Uploads an image as soon as it is chosen, for a visitor registering or a signed-in member,
 * with its progress (null when no upload runs) and what went wrong.
 */
export const useImageUpload = (
  purpose: ImagePurpose,
  onUploaded: (image: UploadedImage) => void,
) => {
  const [progress, setProgress] = useState(0);
  const upload = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadImage(purpose, file, setProgress);
    },
    onSuccess: onUploaded,
  });
  return {
    onSelect: (file: File) => upload.mutate(file),
    progress: upload.isPending ? progress : null,
    error: upload.error ? failureMessage(upload.error) : undefined,
  };
};
