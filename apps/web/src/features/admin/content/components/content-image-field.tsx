import { imageSources, type ContentImage } from '@osi/shared';
import { useWatch } from 'react-hook-form';
import { InputField } from '@/components/form/fields';
import type { FieldLabelling } from '@/components/form/use-form-field';
import { useUploadingField } from '@/components/form/use-uploading-field';
import { ImageUpload } from '@/components/ui/image-upload';
import { uploadContentImage, type UploadedImageResult } from '../api/admin-content';

type ContentImageFieldProps = FieldLabelling & { name: string };

/**
 * A content image: uploaded as soon as it is chosen (with its progress), resized by the server;
 * the field holds the stored image and, once there is one, asks for its text alternative.
 */
export function ContentImageField({ name, ...labelling }: ContentImageFieldProps) {
  const current = useWatch({ name }) as ContentImage | null | undefined;
  const { picker } = useUploadingField(name, uploadContentImage, {
    ...labelling,
    fallback: 'Failed to upload image. Please try again.',
    toValue: ({ key: _, src: _src, srcSet: _srcSet, ...image }: UploadedImageResult) => ({
      ...image,
      alt: current?.alt ?? '',
    }),
  });
  return (
    <div className="grid gap-3 sm:col-span-2">
      <ImageUpload
        {...picker}
        previewUrl={current ? imageSources(current).src : null}
        previewAlt={current?.alt ?? ''}
      />
      {current && (
        <InputField
          name={`${name}.alt`}
          label={`${picker.label}: description for visitors who cannot see it`}
          required
          maxLength={300}
        />
      )}
    </div>
  );
}
