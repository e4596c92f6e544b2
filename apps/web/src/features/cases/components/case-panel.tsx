import { caseMessages } from '@osi/shared';
import { FolderOpen } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnCases } from '../api/cases';
import { AddCaseForm } from './add-case-form';
import { CaseCard } from './case-card';
import { QuotaHints } from './quota-hints';

/** The fellow's case upload panel: the quotas, a new case, and every case in its state. */
export function CasePanel() {
  const cases = useOwnCases();

  if (cases.isPending) return <Skeleton className="h-48 rounded-xl" />;
  if (cases.isError) {
    return <RetryAlert onRetry={() => void cases.refetch()}>{caseMessages.fetchFailed}</RetryAlert>;
  }
  const list = cases.data.cases;
  return (
    <section aria-labelledby="case-panel-heading" className="grid gap-5">
      <div>
        <h3 id="case-panel-heading" className="text-lg font-semibold text-slate-900">
          Upload your cases
        </h3>
        <p className="mt-1 text-sm text-slate-600">
          Add a case, upload its pre-, intra- and post-operative presentations (.pptx), save it,
          then lock it to submit it for review.
        </p>
      </div>
      <QuotaHints cases={list} />
      <AddCaseForm />
      {list.length === 0 ? (
        <EmptyState icon={FolderOpen} title="No cases yet">
          Choose a category and add your first case.
        </EmptyState>
      ) : (
        <div className="grid gap-4">
          {list.map((item, index) => (
            <CaseCard key={item.id} item={item} number={index + 1} />
          ))}
        </div>
      )}
    </section>
  );
}
