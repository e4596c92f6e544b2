import { DirectoryListingForm } from '@/features/directory/components/directory-listing-form';
import { ForumEmailsForm } from '@/features/forum/components/forum-emails-form';
import { ChangePasswordForm } from './change-password-form';
import { YourDataSection } from './your-data-section';

/** The dashboard's Settings tab: password, directory consent, forum e-mails and their data. */
export function SettingsTab() {
  return (
    <div className="grid gap-12">
      <ChangePasswordForm />
      <DirectoryListingForm />
      <ForumEmailsForm />
      <YourDataSection />
    </div>
  );
}
