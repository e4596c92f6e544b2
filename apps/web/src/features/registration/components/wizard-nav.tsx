import { ArrowLeft, ArrowRight } from 'lucide-react';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';

type WizardNavProps = {
  /** Without it, Back is shown disabled (the first step). */
  onBack?: () => void;
  /** Without it, Next submits the step's form (a Form), saying `busyLabel` while it is sent. */
  onNext?: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  /** What Next says, disabled, while the step's action runs. */
  busyLabel?: string;
  /** With onNext: whether the step's action runs. */
  busy?: boolean;
};

export function WizardNav({
  onBack,
  onNext,
  nextLabel = 'Next',
  nextDisabled,
  busyLabel,
  busy,
}: WizardNavProps) {
  const next = (
    <>
      {nextLabel}
      <ArrowRight aria-hidden="true" className="size-4" />
    </>
  );
  return (
    <div className="mt-8 flex items-center justify-between gap-3 border-t border-slate-200 pt-6">
      <Button variant="secondary" onClick={onBack} disabled={!onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back
      </Button>
      {onNext ? (
        <Button onClick={onNext} disabled={nextDisabled || busy}>
          {busy ? busyLabel : next}
        </Button>
      ) : (
        <SubmitButton disabled={nextDisabled} busyLabel={busyLabel ?? nextLabel}>
          {next}
        </SubmitButton>
      )}
    </div>
  );
}
