import {
  roadmapMessages,
  uploadablePartAt,
  type OwnRoadmap,
  type RoadmapPartView,
} from '@osi/shared';
import { Alert } from '@/components/ui/alert';
import { StatusBadge } from '@/components/status-badge';
import { RoadmapUploadForm } from './roadmap-upload-form';

/** What the member reads at each stage of the roadmap flow. */
const stageNotes = {
  closed: undefined,
  'part-one-open': undefined,
  'part-one-review': { tone: 'info', text: roadmapMessages.partOneUnderReview },
  'part-one-rejected': { tone: 'error', text: roadmapMessages.partOneRejected },
  'part-two-open': undefined,
  'part-two-review': { tone: 'info', text: roadmapMessages.partTwoUnderReview },
  'part-two-rejected': { tone: 'error', text: roadmapMessages.partTwoRejected },
  'all-approved': { tone: 'success', text: roadmapMessages.allApproved },
} as const;

/** The files of a part the member submitted, with the committee's decision. */
export function RoadmapPartFiles({ part }: { part: RoadmapPartView }) {
  return (
    <div className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h4 className="font-semibold text-slate-900">
          Months {part.months[0]?.month} to {part.months.at(-1)?.month}
        </h4>
        <StatusBadge status={part.status} />
      </div>
      <ul className="grid gap-2 text-sm">
        {part.months.map((month) => (
          <li key={month.month} className="flex flex-wrap gap-x-4 gap-y-1">
            <span className="font-medium text-slate-700">Month {month.month}:</span>
            <a className="text-brand-800 underline" href={month.roadmapFile.url}>
              {month.roadmapFile.name}
            </a>
            <a className="text-brand-800 underline" href={month.budgetEstimateFile.url}>
              {month.budgetEstimateFile.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The roadmap upload panel of an approved, granted research grant. */
export function RoadmapPanel({ roadmap }: { roadmap: OwnRoadmap }) {
  const note = stageNotes[roadmap.stage];
  const rejected = roadmap.parts.find((part) => part.status === 'rejected');
  const part = uploadablePartAt(roadmap.stage);
  return (
    <section aria-labelledby="roadmap-panel-heading" className="grid gap-5">
      <div>
        <h3 id="roadmap-panel-heading" className="text-lg font-semibold text-slate-900">
          Roadmaps
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          For each month, a roadmap and a budget estimate, as PowerPoint (.pptx) files: months 1 to
          3 first, then months 4 to 6 once the committee has approved the first three.
        </p>
      </div>
      {note && (
        <Alert tone={note.tone}>
          <p>{note.text}</p>
          {note.tone === 'error' && rejected?.reason && (
            <p>
              <span className="font-semibold">Reason:</span> {rejected.reason}
            </p>
          )}
        </Alert>
      )}
      {roadmap.stage === 'part-two-open' && (
        <Alert tone="success">
          The committee approved your roadmaps for months 1 to 3. You can now upload months 4 to 6.
        </Alert>
      )}
      {part && <RoadmapUploadForm key={`${part}-${roadmap.stage}`} part={part} />}
      {roadmap.parts.map((entry) => (
        <RoadmapPartFiles key={entry.part} part={entry} />
      ))}
    </section>
  );
}
