import type { MemberUploadPurpose } from '@osi/shared';
import type { ComponentProps } from 'react';
import { acceptFor, memberFileUploader } from '@/lib/member-uploads';
import { FileUploadField } from './file-upload-field';

type MemberFileFieldProps = Omit<ComponentProps<typeof FileUploadField>, 'upload' | 'accept'> & {
  /** What the file is for, which decides the kinds of file it may be and where it is kept. */
  purpose: MemberUploadPurpose;
};

/** A signed-in member's document field, uploaded as it is chosen: a case, a roadmap, a budget. */
export function MemberFileField({ purpose, ...field }: MemberFileFieldProps) {
  return (
    <FileUploadField {...field} upload={memberFileUploader(purpose)} accept={acceptFor(purpose)} />
  );
}
