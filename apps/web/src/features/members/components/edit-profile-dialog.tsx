import { zodResolver } from '@hookform/resolvers/zod';
import {
  genders,
  profileCountries,
  profileMessages,
  profileUpdateSchema,
  titles,
  type MemberProfile,
} from '@osi/shared';
import { useId, useState } from 'react';
import { useForm, type DefaultValues } from 'react-hook-form';
import { toast } from 'react-toastify';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageUpload } from '@/components/ui/image-upload';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useImageUpload } from '@/features/registration/api/upload-image';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { capitalise } from '@/utils/capitalise';
import { today } from '@/utils/today';
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

const failureMessage = (error: Error) => {
  if (!(error instanceof ApiError)) return 'Error updating membership.';
  if (error.status === 0) return 'Network error. Please try again.';
  return error.status < 500 ? error.message : profileMessages.updateFailed;
};

type EditProfileDialogProps = { profile: MemberProfile; onClose: () => void };

/** Edit Information: the member changes their own details and picture. */
export function EditProfileDialog({ profile, onClose }: EditProfileDialogProps) {
  const titleId = useId();
  const updateProfile = useUpdateProfile();
  const [preview, setPreview] = useState(profile.profilePictureUrl);
  const form = useForm<ProfileInput, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: formValues(profile),
  });
  const picture = useImageUpload('profile_picture', (image) => {
    form.setValue('profilePictureKey', image.key, { shouldDirty: true });
    setPreview(image.previewUrl);
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: ({ message }) => {
        toast.success(message);
        onClose();
      },
      onError: (error) => {
        applyServerFieldErrors(error, form.setError);
        toast.error(failureMessage(error));
      },
    }),
  );

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} size="lg">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        Edit Information
      </h2>
      <form onSubmit={submit} noValidate className="mt-6 grid items-start gap-4 sm:grid-cols-2">
        <ImageUpload
          label="Profile picture"
          hint="JPEG, PNG or WebP, up to 5 MB."
          className="sm:col-span-2"
          previewUrl={preview}
          previewAlt="Your profile picture"
          onSelect={picture.onSelect}
          progress={picture.progress}
          error={picture.error ?? errors.profilePictureKey?.message}
        />
        <SelectField
          label="Title"
          required
          error={errors.title?.message}
          {...form.register('title')}
        >
          <SelectOptions values={titles} placeholder="Select a title" />
        </SelectField>
        <TextField
          label="First Name"
          required
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Middle Name"
          error={errors.middleName?.message}
          {...form.register('middleName')}
        />
        <TextField
          label="Last Name"
          required
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <SelectField
          label="Gender"
          required
          error={errors.gender?.message}
          {...form.register('gender')}
        >
          <SelectOptions values={genders} placeholder="Select a gender" labelOf={capitalise} />
        </SelectField>
        <TextField
          label="Mobile Number"
          type="tel"
          inputMode="numeric"
          required
          error={errors.mobileNo?.message}
          {...form.register('mobileNo')}
        />
        <TextField
          label="Date of Birth"
          type="date"
          required
          max={today()}
          error={errors.dob?.message}
          {...form.register('dob')}
        />
        <TextField
          label="Nationality"
          error={errors.nationality?.message}
          {...form.register('nationality')}
        />
        <TextField
          label="Specialty"
          required
          error={errors.specialty?.message}
          {...form.register('specialty')}
        />
        <TextField
          label="Institution"
          required
          error={errors.institution?.message}
          {...form.register('institution')}
        />
        <TextField
          label="Department"
          error={errors.department?.message}
          {...form.register('department')}
        />
        <TextField
          label="Dental Registration Number"
          required
          error={errors.dentalRegNumber?.message}
          {...form.register('dentalRegNumber')}
        />
        <TextField
          label="Certificate Name"
          error={errors.certificateName?.message}
          {...form.register('certificateName')}
        />
        <TextField
          label="Reference Code"
          error={errors.referenceCode?.message}
          {...form.register('referenceCode')}
        />
        <TextField
          label="Address"
          required
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField label="City" required error={errors.city?.message} {...form.register('city')} />
        <TextField
          label="State"
          required
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="Postcode"
          required
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <SelectField
          label="Country"
          required
          error={errors.country?.message}
          {...form.register('country')}
        >
          <SelectOptions values={profileCountries} placeholder="Select a country" />
        </SelectField>
        <div className="mt-2 flex flex-col-reverse gap-3 sm:col-span-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={updateProfile.isPending || picture.progress !== null}>
            {updateProfile.isPending ? 'Submitting…' : 'Submit Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
