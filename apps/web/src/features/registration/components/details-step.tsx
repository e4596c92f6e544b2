import { zodResolver } from '@hookform/resolvers/zod';
import {
  genders,
  referralSources,
  registrationCountries,
  registrationDetailsSchema,
  titles,
} from '@osi/shared';
import type { ReactNode } from 'react';
import { useController, useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ImageUpload } from '@/components/ui/image-upload';
import { SelectField, SelectOptions } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { capitalise } from '@/utils/capitalise';
import { today } from '@/utils/today';
import { useImageUpload, type ImagePurpose } from '../api/upload-image';
import { useUniqueFields } from '../hooks/use-unique-fields';
import type { ImagePreviews, RegistrationDraft } from '../types';
import { WizardNav } from './wizard-nav';

type DetailsInput = z.input<typeof registrationDetailsSchema>;
type DetailsOutput = z.output<typeof registrationDetailsSchema>;
type DetailsForm = UseFormReturn<DetailsInput, unknown, DetailsOutput>;

type DetailsStepProps = {
  values: RegistrationDraft;
  previews: ImagePreviews;
  onPreview: (previews: ImagePreviews) => void;
  onNext: (details: DetailsOutput) => void;
  onBack: (details: RegistrationDraft) => void;
};

/** Step 2, Additional Details: photo, student ID, personal, professional and contact details. */
export function DetailsStep({ values, previews, onPreview, onNext, onBack }: DetailsStepProps) {
  const form: DetailsForm = useForm<DetailsInput, unknown, DetailsOutput>({
    resolver: zodResolver(registrationDetailsSchema),
    defaultValues: values,
  });
  const { registerUnique, anyTaken } = useUniqueFields(form, ['mobileNo', 'dentalRegNumber']);
  const picture = useImageKey(form, 'profilePictureKey', 'profile_picture', (url) =>
    onPreview({ profilePicture: url }),
  );
  const studentId = useImageKey(form, 'studentIdKey', 'student_id', (url) =>
    onPreview({ studentId: url }),
  );
  const { errors, isSubmitting } = form.formState;
  const uploading = picture.upload.progress !== null || studentId.upload.progress !== null;

  const submit = form.handleSubmit(async (details) => {
    if (!(await anyTaken(details))) onNext(details);
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <Section title="Photo and student ID">
        <ImageUpload
          label="Profile picture"
          required
          hint="A clear photo of your face: JPEG, PNG or WebP, up to 5 MB."
          previewUrl={previews.profilePicture ?? null}
          previewAlt="Your profile picture"
          name={picture.field.name}
          inputRef={picture.field.ref}
          onSelect={picture.upload.onSelect}
          progress={picture.upload.progress}
          error={picture.upload.error ?? picture.error}
        />
        <ImageUpload
          label="Student ID card"
          hint="Students: a photo of your student card or bonafide certificate (optional)."
          previewUrl={previews.studentId ?? null}
          previewAlt="Your student ID card"
          name={studentId.field.name}
          inputRef={studentId.field.ref}
          onSelect={studentId.upload.onSelect}
          progress={studentId.upload.progress}
          error={studentId.upload.error ?? studentId.error}
        />
      </Section>

      <Section title="Personal details">
        <SelectField
          label="Title"
          required
          error={errors.title?.message}
          {...form.register('title')}
        >
          <SelectOptions values={titles} placeholder="Select a title" />
        </SelectField>
        <TextField
          label="First name"
          required
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register('firstName')}
        />
        <TextField
          label="Middle name"
          autoComplete="additional-name"
          error={errors.middleName?.message}
          {...form.register('middleName')}
        />
        <TextField
          label="Last name"
          required
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register('lastName')}
        />
        <TextField
          label="Date of birth"
          type="date"
          required
          max={today()}
          autoComplete="bday"
          error={errors.dob?.message}
          {...form.register('dob')}
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
          label="Nationality"
          error={errors.nationality?.message}
          {...form.register('nationality')}
        />
      </Section>

      <Section title="Professional details">
        <TextField
          label="Speciality"
          required
          error={errors.specialty?.message}
          {...form.register('specialty')}
        />
        <TextField
          label="Institution"
          required
          autoComplete="organization"
          error={errors.institution?.message}
          {...form.register('institution')}
        />
        <TextField
          label="Department"
          error={errors.department?.message}
          {...form.register('department')}
        />
        <TextField
          label="Dental registration number"
          required
          error={errors.dentalRegNumber?.message}
          {...registerUnique('dentalRegNumber')}
        />
        <TextField
          label="Name on certificate"
          hint="As it should appear on your membership certificate."
          error={errors.certificateName?.message}
          {...form.register('certificateName')}
        />
        <TextField
          label="Reference code"
          error={errors.referenceCode?.message}
          {...form.register('referenceCode')}
        />
      </Section>

      <Section title="Contact details">
        <TextField
          label="Address"
          required
          autoComplete="street-address"
          className="sm:col-span-2"
          error={errors.address?.message}
          {...form.register('address')}
        />
        <TextField
          label="City"
          required
          autoComplete="address-level2"
          error={errors.city?.message}
          {...form.register('city')}
        />
        <TextField
          label="State"
          required
          autoComplete="address-level1"
          error={errors.state?.message}
          {...form.register('state')}
        />
        <TextField
          label="Postcode"
          required
          autoComplete="postal-code"
          error={errors.postcode?.message}
          {...form.register('postcode')}
        />
        <SelectField
          label="Country"
          required
          autoComplete="country-name"
          error={errors.country?.message}
          {...form.register('country')}
        >
          <SelectOptions values={registrationCountries} placeholder="Select a country" />
        </SelectField>
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="numeric"
          required
          autoComplete="tel-national"
          hint="10 digits"
          error={errors.mobileNo?.message}
          {...registerUnique('mobileNo')}
        />
        <SelectField
          label="How did you hear about us?"
          required
          error={errors.howDidYouKnow?.message}
          {...form.register('howDidYouKnow')}
        >
          <SelectOptions values={referralSources} placeholder="Select one" />
        </SelectField>
      </Section>

      <WizardNav
        onBack={() => onBack(form.getValues())}
        nextDisabled={uploading}
        busyLabel={isSubmitting ? 'Checking…' : undefined}
      />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-4 text-base font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/** An image field whose value is the key of the uploaded image. */
const useImageKey = (
  form: DetailsForm,
  name: 'profilePictureKey' | 'studentIdKey',
  purpose: ImagePurpose,
  onPreview: (url: string) => void,
) => {
  const { field, fieldState } = useController({ control: form.control, name });
  const upload = useImageUpload(purpose, (image) => {
    field.onChange(image.key);
    onPreview(image.previewUrl);
  });
  return { field, upload, error: fieldState.error?.message };
};
