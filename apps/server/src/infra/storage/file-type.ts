import { fileTypeFromBuffer } from 'file-type';
import type { UploadKind } from '@osi/shared';

/** What uploads may be, judged by their bytes; the name a browser sends proves nothing. */
export const fileTypes = {
  image: [
    { ext: 'jpg', mime: 'image/jpeg' },
    { ext: 'png', mime: 'image/png' },
    { ext: 'webp', mime: 'image/webp' },
  ],
  presentation: [
    {
      ext: 'pptx',
      mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    },
  ],
  pdf: [{ ext: 'pdf', mime: 'application/pdf' }],
} as const satisfies Record<UploadKind, readonly { ext: string; mime: string }[]>;

export type FileKind = UploadKind;
export type DetectedFileType = (typeof fileTypes)[FileKind][number];

/** The file's type when its bytes are one the kind allows; undefined otherwise. */
export const detectFileType = async (
  bytes: Uint8Array,
  kind: FileKind,
): Promise<DetectedFileType | undefined> => {
  const detected = await fileTypeFromBuffer(bytes);
  return fileTypes[kind].find((allowed) => allowed.mime === detected?.mime);
};
