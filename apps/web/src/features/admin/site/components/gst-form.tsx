import { gstFormSchema, indianStates, type GstDetails } from '@osi/shared';
import { InputField, SelectInputField } from '@/components/form/fields';
import { FormSection } from '@/components/form/form-section';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { QueryStates } from '@/components/ui/query-states';
import { SelectOptions } from '@/components/ui/select-field';
import { Skeleton } from '@/components/ui/skeleton';
import { DeleteButton, deleteWords } from '../../components/delete-button';
import { useGstSettings, useSaveGstSettings } from '../api/gst-settings';

const blank = { gstin: '', legalName: '', state: '', sacCode: '', ratePercent: '' };

function GstDetailsForm({ gst }: { gst: GstDetails | null }) {
  const save = useSaveGstSettings();
  const form = useZodForm(gstFormSchema, {
    defaultValues: { gst: gst ?? (blank as unknown as GstDetails) },
  });
  return (
    <MutationForm form={form} className="grid gap-6" mutation={save}>
      <FormSection title="Tax invoices (GST)">
        <p className="text-sm text-slate-600 sm:col-span-2">
          With the society&apos;s GST details, every receipt issued from now on is a tax invoice,
          its GST shown as CGST and SGST within the state or IGST to another. Prices include the
          tax. Receipts already issued keep the details they were issued with.
        </p>
        <InputField name="gst.gstin" label="GSTIN" autoComplete="off" />
        <InputField name="gst.legalName" label="Legal name" autoComplete="off" />
        <SelectInputField name="gst.state" label="State of registration">
          <SelectOptions values={indianStates} placeholder="Select a state" />
        </SelectInputField>
        <InputField name="gst.sacCode" label="SAC code" inputMode="numeric" autoComplete="off" />
        <InputField
          name="gst.ratePercent"
          label="GST rate (%)"
          type="number"
          step="0.01"
          inputMode="decimal"
        />
      </FormSection>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton busyLabel="Saving…">Save GST details</SubmitButton>
        {gst && (
          <DeleteButton
            name="GST details"
            label="Remove GST details"
            words={deleteWords(
              'the GST details',
              'Do you want to stop issuing tax invoices? Receipts issued from now on will carry no tax.',
            )}
            onDelete={() => save.mutateAsync({ gst: null })}
          />
        )}
      </div>
    </MutationForm>
  );
}

/** The society's GST details, which make its receipts tax invoices; absent, plain receipts. */
export function GstSettings() {
  return (
    <div className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <QueryStates query={useGstSettings()} loading={<Skeleton className="h-64 rounded-xl" />}>
        {(data) => <GstDetailsForm key={data.gst?.gstin ?? 'none'} gst={data.gst} />}
      </QueryStates>
    </div>
  );
}
