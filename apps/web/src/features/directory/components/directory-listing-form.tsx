import { directoryListingSchema, notListed } from '@osi/shared';
import { useEffect } from 'react';
import { CheckboxInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnListing, useSaveOwnListing } from '../api/directory';

/** The Settings tab's directory consent: not listed until the member says so. */
export function DirectoryListingForm() {
  const listing = useOwnListing();
  const save = useSaveOwnListing();
  const form = useZodForm(directoryListingSchema, { defaultValues: notListed });

  const { reset } = form;
  useEffect(() => {
    if (listing.data) reset(listing.data);
  }, [listing.data, reset]);

  return (
    <section aria-labelledby="directory-listing" className="max-w-lg">
      <h2 id="directory-listing" className="text-xl font-semibold text-slate-900">
        Members&apos; directory
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Listed members appear in the public Directory Finder with their photo, name, speciality,
        city, state, country and the year they joined. E-mail and mobile show only if you tick them.
      </p>
      {listing.isPending ? (
        <Skeleton className="mt-6 h-32 rounded-xl" />
      ) : (
        <Form
          form={form}
          className="mt-6 grid gap-4"
          successToast
          onSubmit={(values) => save.mutateAsync(values)}
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
          <SubmitButton className="justify-self-start" busyLabel="Saving…">
            Save directory settings
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
