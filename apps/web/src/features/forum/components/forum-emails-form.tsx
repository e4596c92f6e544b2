import { forumPreferencesSchema } from '@osi/shared';
import { CheckboxInputField } from '@/components/form/fields';
import { SavedChoicesForm } from '@/components/form/saved-choices-form';
import { useForumPreferences, useSaveForumPreferences } from '../api/forum';

/** The Settings tab's forum e-mails: on by default, off with one tick. */
export function ForumEmailsForm() {
  const save = useSaveForumPreferences();
  return (
    <SavedChoicesForm
      title="Discussion forum e-mails"
      schema={forumPreferencesSchema}
      stored={useForumPreferences()}
      defaults={{ replyEmails: true }}
      save={(values) => save.mutateAsync(values)}
      submitLabel="Save e-mail settings"
    >
      <CheckboxInputField
        name="replyEmails"
        label="E-mail me when someone replies to a thread I started"
      />
    </SavedChoicesForm>
  );
}
