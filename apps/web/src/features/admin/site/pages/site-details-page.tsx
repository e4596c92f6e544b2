import { QueryStates } from '@/components/ui/query-states';
import { siteDetailsSchema, type SiteSettings } from '@osi/shared';
import { InputField, TextareaInputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { FormSection } from '@/components/form/form-section';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { AdminPageHeader } from '../../components/admin-page-header';
import { useSaveSiteDetails } from '../api/save-site-details';
import { GstSettings } from '../components/gst-form';

function SiteDetailsForm({ settings }: { settings: SiteSettings }) {
  const save = useSaveSiteDetails();
  const form = useZodForm(siteDetailsSchema, {
    defaultValues: {
      contactEmail: settings.contactEmail,
      phone: settings.phone,
      address: settings.address,
      missionStatement: settings.missionStatement,
      social: settings.social,
      conference: settings.conference,
    },
  });
  return (
    <MutationForm form={form} className="grid gap-8" mutation={save}>
      <FormSection title="The secretariat">
        <InputField name="contactEmail" label="E-mail" type="email" />
        <InputField name="phone" label="Phone" type="tel" />
        <TextareaInputField name="address" label="Postal address" rows={3} />
      </FormSection>
      <FormSection title="Social networks">
        <InputField name="social.facebook" label="Facebook address" type="url" />
        <InputField name="social.instagram" label="Instagram address" type="url" />
      </FormSection>
      <FormSection title="Annual Congress">
        <InputField
          name="conference.title"
          label="Link label"
          hint="Shown in the header's Annual Congress menu."
        />
        <InputField name="conference.url" label="Conference site address" type="url" />
      </FormSection>
      <FormSection title="Footer">
        <TextareaInputField name="missionStatement" label="Mission statement" rows={3} />
      </FormSection>
      <div>
        <SubmitButton busyLabel="Saving…">Save site details</SubmitButton>
      </div>
    </MutationForm>
  );
}

/** The details every page's header and footer show, which only code could change before. */
export function SiteDetailsPage() {
  const settings = useSiteSettings();
  return (
    <>
      <AdminPageHeader
        title="Site details"
        description="The secretariat's contacts, the social links, the Annual Congress link and the mission statement that every page's header and footer show."
      />
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
        <QueryStates query={settings} loading={<Skeleton className="h-96 rounded-xl" />}>
          {(data) => <SiteDetailsForm settings={data} />}
        </QueryStates>
      </div>
      <GstSettings />
    </>
  );
}
