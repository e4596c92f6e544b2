import { ArrowLeft, ArrowRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

type WizardNavProps = {
  /** Without it, Back is shown disabled (the first step). */
  onBack?: () => void;
  /** Without it, Next submits the step's form. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** Shown on Next, disabled, while the step's action runs. */
  busyLabel?: string;
};

export function WizardNav({
  onBack,
  onNext,
  nextLabel = 'Next',
  nextDisabled,
  busyLabel,
}: WizardNavProps) {
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Button variant="secondary" onClick={onBack} disabled={!onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      <Button
        type={onNext ? 'button' : 'submit'}
        onClick={onNext}
        disabled={nextDisabled || !!busyLabel}
      >
        {busyLabel ?? nextLabel}
        {!busyLabel && <ArrowRight aria-hidden="true" className="size-4" />}
      </Button>
    </div>
  );
}
