import { caseFileLabels, caseFileSlots, type Case } from '@osi/shared';
import { Download } from 'lucide-react';
import { downloadHref } from '../utils/download-href';

/** A saved case's three presentations as download links, each named by its stage. */
export function CaseFileLinks({ files }: { files: Case['files'] }) {
  return (
    <ul className="grid gap-1.5 text-sm">
      {caseFileSlots.map((slot) => {
        const file = files[slot];
        return (
          <li key={slot} className="flex min-w-0 items-center gap-2">
            <Download aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="shrink-0 text-slate-600">{caseFileLabels[slot]}:</span>
            {file ? (
              <a
                href={downloadHref(file.url)}
                download={file.name}
                aria-label={`Download ${caseFileLabels[slot]}: ${file.name}`}
                className="truncate font-medium text-brand-800 underline underline-offset-4"
              >
                {file.name}
              </a>
            ) : (
              <span className="text-slate-500">Not uploaded yet</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
