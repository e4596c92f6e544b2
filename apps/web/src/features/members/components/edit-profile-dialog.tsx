import {
  genders,
  profileCountries,
  profileMessages,
  profileUpdateSchema,
  titles,
  type MemberProfile,
} from '@osi/shared';
import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '@/components/form/form-dialog';
import { useZodForm } from '@/components/form/use-zod-form';
import { PersonalDetailsFields } from '@/components/personal-details-fields';
import { ProfilePictureField } from '@/features/registration/components/profile-picture-field';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfile } from '../api/update-profile';

type ProfileInput = z.input<typeof profileUpdateSchema>;

/** A stored value as a choice of the list, or no choice when the list does not offer it. */
const oneOf = <T extends string>(options: readonly T[], value: string) =>
  options.find((option) => option === value);

const formValues = (p: MemberProfile): DefaultValues<ProfileInput> => ({
  title: oneOf(titles, p.title),
  firstName: p.firstName,
  middleName: p.middleName,
  lastName: p.lastName,
  gender: oneOf(genders, p.gender),
  mobileNo: p.mobileNo,
  specialty: p.specialty,
  certificateName: p.certificateName,
  referenceCode: p.referenceCode,
  dob: p.dob,
  nationality: p.nationality,
  department: p.department,
  institution: p.institution,
  dentalRegNumber: p.dentalRegNumber,
  address: p.address,
  city: p.city,
  state: p.state,
  postcode: p.postcode,
  country: oneOf(profileCountries, p.country),
});

const failureMessage = (error: unknown) => {
  if (!(error instanceof ApiError)) return 'Error updating membership.';
  if (error.status === 0) return 'Network error. Please try again.';
  return error.status < 500 ? error.message : profileMessages.updateFailed;
};

type EditProfileDialogProps = { profile: MemberProfile; onClose: () => void };

/** Edit Information: the member changes their own details and picture. */
export function EditProfileDialog({ profile, onClose }: EditProfileDialogProps) {
  const updateProfile = useUpdateProfile();
  const form = useZodForm(profileUpdateSchema, { defaultValues: formValues(profile) });

  return (
    <FormDialog
      title="Edit Information"
      size="lg"
      onClose={onClose}
      form={form}
      className="mt-6 grid gap-8"
      failureToast={failureMessage}
      successToast
      onSubmit={(values) => updateProfile.mutateAsync(values)}
      submitLabel="Submit Changes"
      busyLabel="Submitting…"
    >
      <ProfilePictureField
        hint="JPEG, PNG or WebP, up to 5 MB."
        previewUrl={profile.profilePictureUrl}
      />
      <PersonalDetailsFields countries={profileCountries} />
    </FormDialog>
  );
}
