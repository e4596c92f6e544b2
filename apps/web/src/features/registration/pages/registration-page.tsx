import { PageTitle } from '@/components/page-title';
import type { PageData } from '@/lib/page-data';
import { membershipTypesQueryOptions } from '../api/get-membership-types';
import { RegistrationWizard } from '../components/registration-wizard';

/** The membership types come with the page, so that the wizard never waits for them. */
export const registrationPageData: PageData = () => [membershipTypesQueryOptions];

export function RegistrationPage() {
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Become a Member" />
      <div className="mx-auto max-w-6xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Become a Member
        </h1>
        <p className="mt-2 max-w-2xl text-lg text-slate-600">
          Apply for membership in seven short steps. Your application is reviewed by the society
          once it is paid.
        </p>
        <div className="mt-8">
          <RegistrationWizard />
        </div>
      </div>
    </div>
  );
}
