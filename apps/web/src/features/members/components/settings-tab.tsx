import { DirectoryListingForm } from '@/features/directory/components/directory-listing-form';
import { ForumEmailsForm } from '@/features/forum/components/forum-emails-form';
import { ChangePasswordForm } from './change-password-form';

/** The dashboard's Settings tab: password, directory consent and forum e-mails. */
export function SettingsTab() {
  return (
    <div className="grid gap-12">
      <ChangePasswordForm />
      <DirectoryListingForm />
      <ForumEmailsForm />
    </div>
  );
}
