import {
  roadmapMessages,
  roadmapMonthsOf,
  roadmapUploadSchema,
  type RoadmapPart,
} from '@osi/shared';
import { MemberFileField } from '@/components/form/member-file-field';
import { MutationForm } from '@/components/form/mutation-form';
import { SubmitButton } from '@/components/form/submit-button';
import { useZodForm } from '@/components/form/use-zod-form';
import { refusalOr } from '@/lib/form-failure';
import { useUploadRoadmaps } from '../api/research-grant';

/** A part's three months, each a roadmap and a budget estimate (.pptx), submitted together. */
export function RoadmapUploadForm({ part }: { part: RoadmapPart }) {
  const upload = useUploadRoadmaps();
  const months = roadmapMonthsOf[part];
  const form = useZodForm(roadmapUploadSchema, {
    defaultValues: {
      part,
      months: months.map((month) => ({ month, roadmapFile: '', budgetFile: '' })),
    },
  });
  return (
    <MutationForm
      form={form}
      className="grid gap-5"
      mutation={upload}
      failureToast={refusalOr(roadmapMessages.uploadFailed)}
    >
      <h4 className="font-semibold text-slate-900">
        Upload your roadmaps for months {months[0]} to {months[2]}
      </h4>
      {months.map((month, index) => (
        <fieldset
          key={month}
          className="grid gap-4 rounded-lg border border-slate-200 p-4 md:grid-cols-2"
        >
          <legend className="px-1 text-sm font-semibold text-slate-800">Month {month}</legend>
          <MemberFileField
            purpose="roadmap_file"
            name={`months.${index}.roadmapFile`}
            label={`Month ${month} roadmap file`}
            required
            hint=".pptx only"
          />
          <MemberFileField
            purpose="budget_file"
            name={`months.${index}.budgetFile`}
            label={`Month ${month} budget estimate file`}
            required
            hint=".pptx only"
          />
        </fieldset>
      ))}
      <div>
        <SubmitButton busyLabel="Submitting…">Submit roadmaps</SubmitButton>
      </div>
    </MutationForm>
  );
}
