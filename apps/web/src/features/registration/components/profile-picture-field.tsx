import { ImageUploadField, type UploadedImage } from '@/components/form/image-upload-field';
import { imageUploader } from '../api/upload-image';

const uploadProfilePicture = imageUploader('profile_picture');

type ProfilePictureFieldProps = {
  hint: string;
  previewUrl: string | null | undefined;
  onUploaded?: (image: UploadedImage) => void;
};

/** The member's photo (`profilePictureKey`), for the registration wizard and Edit Information. */
export function ProfilePictureField({ hint, previewUrl, onUploaded }: ProfilePictureFieldProps) {
  return (
    <ImageUploadField
      name="profilePictureKey"
      label="Profile picture"
      hint={hint}
      upload={uploadProfilePicture}
      previewUrl={previewUrl}
      previewAlt="Your profile picture"
      onUploaded={onUploaded}
    />
  );
}
