import {
  memberUploadKinds,
  tooLargeMessage,
  uploadedDocumentSchema,
  uploadKindRules,
  uploadTimeoutMinutes,
  type MemberUploadPurpose,
  type UploadedDocument,
} from '@osi/shared';
import { uploadFile, type Uploader } from './upload-client';

/** What a file field of this purpose offers in the file picker. */
export const acceptFor = (purpose: MemberUploadPurpose) =>
  uploadKindRules[memberUploadKinds[purpose]].accept;

/**
 * Uploads a signed-in member's file for one of their records (for a FileUploadField's
 * `upload`). A file of the wrong kind by its name, or over the size limit, is refused without
 * sending it; the server judges the rest by its bytes.
 */
export const memberFileUploader =
  (purpose: MemberUploadPurpose): Uploader<UploadedDocument> =>
  async (file, onProgress) => {
    const rules = uploadKindRules[memberUploadKinds[purpose]];
    const name = file.name.toLowerCase();
    if (!rules.extensions.some((extension) => name.endsWith(extension))) {
      throw new Error(rules.wrongType);
    }
    if (file.size > rules.maxBytes) throw new Error(tooLargeMessage(rules.maxBytes));
    return uploadFile('/me/uploads', {
      fields: { purpose },
      file,
      schema: uploadedDocumentSchema,
      onProgress,
      timeoutMs: uploadTimeoutMinutes * 60_000,
    });
  };
