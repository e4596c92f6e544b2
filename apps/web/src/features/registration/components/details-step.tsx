import { referralSources, registrationCountries, registrationDetailsSchema } from '@osi/shared';
import type { z } from 'zod';
import { SelectInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { FormSection } from '@/components/form/form-section';
import { ImageUploadField } from '@/components/form/image-upload-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { PersonalDetailsFields } from '@/components/personal-details-fields';
import { SelectOptions } from '@/components/ui/select-field';
import { imageUploader } from '../api/upload-image';
import { useUniqueFields } from '../hooks/use-unique-fields';
import type { ImagePreviews, RegistrationDraft } from '../types';
import { ProfilePictureField } from './profile-picture-field';
import { WizardNav } from './wizard-nav';

type DetailsStepProps = {
  values: RegistrationDraft;
  previews: ImagePreviews;
  onPreview: (previews: ImagePreviews) => void;
  onNext: (details: z.output<typeof registrationDetailsSchema>) => void;
  onBack: (details: RegistrationDraft) => void;
};

const uploadStudentId = imageUploader('student_id');

/** Step 2, Additional Details: photo, student ID, personal, professional and contact details. */
export function DetailsStep({ values, previews, onPreview, onNext, onBack }: DetailsStepProps) {
  const form = useZodForm(registrationDetailsSchema, { defaultValues: values });
  const { onLeave, nextUnlessTaken } = useUniqueFields(form, ['mobileNo', 'dentalRegNumber']);

  return (
    <Form form={form} className="grid gap-8" onSubmit={nextUnlessTaken(onNext)}>
      <FormSection title="Photo and student ID">
        <ProfilePictureField
          hint="A clear photo of your face: JPEG, PNG or WebP, up to 5 MB."
          previewUrl={previews.profilePicture}
          onUploaded={(image) => onPreview({ profilePicture: image.previewUrl })}
        />
        <ImageUploadField
          name="studentIdKey"
          label="Student ID card"
          hint="Students: a photo of your student card or bonafide certificate (optional)."
          upload={uploadStudentId}
          previewUrl={previews.studentId}
          previewAlt="Your student ID card"
          onUploaded={(image) => onPreview({ studentId: image.previewUrl })}
        />
      </FormSection>

      <PersonalDetailsFields countries={registrationCountries} onLeave={onLeave}>
        <SelectInputField name="howDidYouKnow" label="How did you hear about us?">
          <SelectOptions values={referralSources} placeholder="Select one" />
        </SelectInputField>
      </PersonalDetailsFields>

      <WizardNav onBack={() => onBack(form.getValues())} busyLabel="Checking…" />
    </Form>
  );
}
