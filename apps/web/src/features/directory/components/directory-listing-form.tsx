import { directoryListingSchema, notListed } from '@osi/shared';
import { CheckboxInputField } from '@/components/form/fields';
import { SavedChoicesForm } from '@/components/form/saved-choices-form';
import { useOwnListing, useSaveOwnListing } from '../api/directory';

/** The Settings tab's directory consent: not listed until the member says so. */
export function DirectoryListingForm() {
  const save = useSaveOwnListing();
  return (
    <SavedChoicesForm
      title="Members' directory"
      description="Listed members appear in the public Directory Finder with their photo, name, speciality, city, state, country and the year they joined. E-mail and mobile show only if you tick them."
      schema={directoryListingSchema}
      stored={useOwnListing()}
      defaults={notListed}
      save={(values) => save.mutateAsync(values)}
      submitLabel="Save directory settings"
    >
      <CheckboxInputField name="listed" label="List me in the members' directory" />
      <CheckboxInputField
        name="showEmail"
        label="Show my e-mail address"
        hint="Only while you are listed."
      />
      <CheckboxInputField
        name="showMobile"
        label="Show my mobile number"
        hint="Only while you are listed."
      />
    </SavedChoicesForm>
  );
}
