import { ArrowLeft, SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageTitle } from '@/components/page-title';

type ApplicationNotFoundProps = {
  title: string;
  /** The spec's text, e.g. "Member not found. Please check the provided ID." */
  message: string;
  onGoBack: () => void;
};

export function ApplicationNotFound({ title, message, onGoBack }: ApplicationNotFoundProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center py-16 text-center">
      <PageTitle title={title} />
      <SearchX aria-hidden="true" className="size-12 text-brand-600" strokeWidth={1.5} />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{message}</h1>
      <Button className="mt-8" onClick={onGoBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Go Back
      </Button>
    </section>
  );
}
