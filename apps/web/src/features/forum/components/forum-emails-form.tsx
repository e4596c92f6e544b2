import { forumPreferencesSchema } from '@osi/shared';
import { useEffect } from 'react';
import { CheckboxInputField } from '@/components/form/fields';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useForumPreferences, useSaveForumPreferences } from '../api/forum';

/** The Settings tab's forum e-mails: on by default, off with one tick. */
export function ForumEmailsForm() {
  const preferences = useForumPreferences();
  const save = useSaveForumPreferences();
  const form = useZodForm(forumPreferencesSchema, { defaultValues: { replyEmails: true } });

  const { reset } = form;
  useEffect(() => {
    if (preferences.data) reset(preferences.data);
  }, [preferences.data, reset]);

  return (
    <section aria-labelledby="forum-emails" className="max-w-lg">
      <h2 id="forum-emails" className="text-xl font-semibold text-slate-900">
        Discussion forum e-mails
      </h2>
      {preferences.isPending ? (
        <Skeleton className="mt-6 h-20 rounded-xl" />
      ) : (
        <Form
          form={form}
          className="mt-4 grid gap-4"
          successToast
          onSubmit={(values) => save.mutateAsync(values)}
        >
          <CheckboxInputField
            name="replyEmails"
            label="E-mail me when someone replies to a thread I started"
          />
          <SubmitButton className="justify-self-start" busyLabel="Saving…">
            Save e-mail settings
          </SubmitButton>
        </Form>
      )}
    </section>
  );
}
