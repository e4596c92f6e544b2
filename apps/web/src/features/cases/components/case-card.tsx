import type { Case } from '@osi/shared';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CaseActions } from './case-actions';
import { CaseFileLinks } from './case-file-links';
import { CaseFilesForm } from './case-files-form';
import { CaseHeading } from './case-heading';

/**
 * One case in its state: new (its files and Save), saved (its files, Delete and Lock), or
 * locked (its files and a Locked button that does nothing).
 */
export function CaseCard({ item, number }: { item: Case; number: number }) {
  const name = `Case ${number}`;
  return (
    <article aria-label={name} className="grid gap-4 rounded-xl border border-slate-200 p-4 sm:p-5">
      <CaseHeading item={item} number={number} />
      {item.isSaved ? <CaseFileLinks files={item.files} /> : <CaseFilesForm id={item.id} />}
      {item.isLocked ? (
        <div>
          <Button variant="secondary" size="sm" disabled>
            <Lock aria-hidden="true" className="size-4" />
            Locked
          </Button>
        </div>
      ) : (
        <CaseActions id={item.id} name={name} canLock={item.isSaved} />
      )}
    </article>
  );
}
