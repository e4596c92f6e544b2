import { cdeCycleYears, cdeSettingsSchema, type CdeSettings } from '@osi/shared';
import { InputField } from '@/components/form/fields';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadedSection } from '../../components/loaded-section';
import { useCdeSettings, useSaveCdeSettings } from '../api/cde-settings';

function CdeSettingsForm({ settings }: { settings: CdeSettings }) {
  const save = useSaveCdeSettings();
  const form = useZodForm(cdeSettingsSchema, { defaultValues: settings });
  return (
    <MutationForm form={form} className="mt-4 grid gap-4 sm:grid-cols-2" mutation={save}>
      <InputField
        name="requiredPoints"
        label="Points required per cycle"
        type="number"
        inputMode="numeric"
        min={0}
        max={1000}
        hint={`The CDE points a member needs over ${cdeCycleYears} years.`}
      />
      <InputField
        name="cycleStartYear"
        label="Cycles count from"
        type="number"
        inputMode="numeric"
        min={2000}
        max={2100}
        hint={`The year a cycle began; a new one starts every ${cdeCycleYears} years from it.`}
      />
      <div className="sm:col-span-2">
        <SubmitButton busyLabel="Saving…">Save CDE settings</SubmitButton>
      </div>
    </MutationForm>
  );
}

/** The continuing dental education requirement that members' points are measured against. */
export function CdeSettingsSection() {
  return (
    <LoadedSection title="CDE points" query={useCdeSettings()} loadingClassName="h-32">
      {(settings) => <CdeSettingsForm settings={settings} />}
    </LoadedSection>
  );
}
