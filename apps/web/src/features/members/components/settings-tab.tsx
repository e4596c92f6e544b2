import { ChangePasswordForm } from '@/components/form/change-password-form';
import { DirectoryListingForm } from '@/features/directory/components/directory-listing-form';
import { ForumEmailsForm } from '@/features/forum/components/forum-emails-form';
import { useChangePassword } from '../api/change-password';
import { YourDataSection } from './your-data-section';

/** The dashboard's Settings tab: password, directory consent, forum e-mails and their data. */
export function SettingsTab() {
  const changePassword = useChangePassword();
  return (
    <div className="grid gap-12">
      <ChangePasswordForm mutation={changePassword} />
      <DirectoryListingForm />
      <ForumEmailsForm />
      <YourDataSection />
    </div>
  );
}
