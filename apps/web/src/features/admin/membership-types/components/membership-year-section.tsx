import { membershipYearSettingsFormSchema, type MembershipYearSettings } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadedSection } from '../../components/loaded-section';
import {
  useMembershipYearSettings,
  useSaveMembershipYearSettings,
} from '../api/membership-year-settings';

const days = (list: number[]) => list.join(', ');

function MembershipYearForm({ settings }: { settings: MembershipYearSettings }) {
  const save = useSaveMembershipYearSettings();
  const form = useZodForm(membershipYearSettingsFormSchema, {
    defaultValues: {
      graceDays: String(settings.graceDays),
      remindBeforeDays: days(settings.remindBeforeDays),
      remindAfterDays: days(settings.remindAfterDays),
    },
  });
  return (
    <MutationForm form={form} className="mt-4 grid gap-4 sm:grid-cols-3" mutation={save}>
      <InputField
        name="graceDays"
        label="Grace period (days)"
        type="number"
        inputMode="numeric"
        min={0}
        max={365}
        hint="After a term ends, members keep every right for these days before they lapse."
      />
      <InputField
        name="remindBeforeDays"
        label="Reminders before the end (days)"
        inputMode="numeric"
        hint="Separated by commas; 0 is the last day."
      />
      <InputField
        name="remindAfterDays"
        label="Reminders after the end (days)"
        inputMode="numeric"
        hint="Separated by commas, while the member has not renewed."
      />
      <div className="sm:col-span-3">
        <SubmitButton busyLabel="Saving…">Save membership year</SubmitButton>
      </div>
    </MutationForm>
  );
}

/** The membership year's settings, on the page where the types' terms are set. */
export function MembershipYearSection() {
  return (
    <div className="mt-10">
      <LoadedSection
        title="Membership year"
        query={useMembershipYearSettings()}
        loadingClassName="h-40"
      >
        {(settings) => <MembershipYearForm settings={settings} />}
      </LoadedSection>
    </div>
  );
}
