import { DirectoryListingForm } from '@/features/directory/components/directory-listing-form';
import { ForumEmailsForm } from '@/features/forum/components/forum-emails-form';
import { ChangePasswordForm } from './change-password-form';

/** The dashboard's Settings tab: password, directory consent and forum e-mails. */
export function SettingsTab() {
  return (
    <div className="grid gap-10 divide-y divide-slate-200 [&>*:not(:first-child)]:pt-10">
      <ChangePasswordForm />
      <DirectoryListingForm />
      <ForumEmailsForm />
    </div>
  );
}
