import { useEffect, useRef, useState } from 'react';
import { TakeOverApart } from '@/components/take-over-apart';
import { Alert } from '@/components/ui/alert';
import { useTakingOver } from '@/lib/taking-over';
import type { CheckoutPayment } from '@/features/payments/api/open-checkout';
import { forgetWizard, loadWizard, saveWizard, type SavedWizard } from '../utils/saved-wizard';
import { stepCount, wizardSteps } from '../utils/steps';
import type { ImagePreviews, RegistrationDraft } from '../types';
import { AccountStep } from './account-step';
import { ConfirmationStep } from './confirmation-step';
import { DetailsStep } from './details-step';
import { MembershipStep } from './membership-step';
import { SendCodeStep } from './send-code-step';
import { SummaryStep } from './summary-step';
import { VerifyCodeStep } from './verify-code-step';
import { WizardProgress } from './wizard-progress';

/** Which address a code was sent to and when, and which address has been verified. */
type Verification = SavedWizard['verification'];

const summaryStep = 6;

/**
 * The seven steps of the membership application. What was entered survives moving Back and
 * Next, and a reload (all but the password); steps 1 to 3 move on only when valid, steps 4 to
 * 6 when their action succeeds. A payment once made is kept until the registration succeeds.
 *
 * The server, which cannot see this tab's storage, draws step 1; the browser takes that over as
 * it is, then resumes an application the tab kept (decision 091).
 */
export function RegistrationWizard() {
  // Read before the first step, drawn while the browser takes over, saves itself over it.
  const [kept] = useState(loadWizard);
  const saved = useTakingOver() ? undefined : kept;
  return <Wizard key={saved ? 'resumed' : 'first'} saved={saved} />;
}

function Wizard({ saved }: { saved: SavedWizard | undefined }) {
  // The summary sends the password, which is never saved: after a reload it is asked for first.
  const [resumeAt, setResumeAt] = useState(saved?.step === summaryStep ? summaryStep : undefined);
  const [step, setStep] = useState(resumeAt ? 1 : (saved?.step ?? 1));
  const [values, setValues] = useState<RegistrationDraft>(saved?.values ?? {});
  const [previews, setPreviews] = useState<ImagePreviews>(saved?.previews ?? {});
  const [verification, setVerification] = useState<Verification>(saved?.verification ?? {});
  const [payment, setPayment] = useState<CheckoutPayment | undefined>(saved?.payment);
  // Not saved: after a reload the applicant agrees to the privacy notice again.
  const [consentedVersion, setConsentedVersion] = useState<number>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hasMoved = useRef(false);

  useEffect(() => {
    // Tells screen reader users that the step changed, and brings its top into view.
    if (hasMoved.current) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step > summaryStep) forgetWizard();
    else saveWizard({ step: resumeAt ?? step, values, previews, verification, payment });
  }, [step, resumeAt, values, previews, verification, payment]);

  const goTo = (target: number, patch: RegistrationDraft = {}) => {
    const merged = { ...values, ...patch };
    setValues(merged);
    hasMoved.current = true;
    const needsPassword = target === summaryStep && !merged.password;
    setResumeAt(needsPassword ? target : undefined);
    setStep(needsPassword ? 1 : target);
  };
  const back = (patch?: RegistrationDraft) => goTo(step - 1, patch);
  const next = (patch?: RegistrationDraft) => goTo(step + 1, patch);

  const email = values.email ?? '';
  const { title, description } = wizardSteps[step - 1]!;

  const content = (() => {
    switch (step) {
      case 1:
        return (
          <AccountStep
            values={values}
            onNext={(account) =>
              resumeAt && account.email === values.email ? goTo(resumeAt, account) : next(account)
            }
          />
        );
      case 2:
        return (
          <DetailsStep
            values={values}
            previews={previews}
            onPreview={(preview) => setPreviews((current) => ({ ...current, ...preview }))}
            onNext={next}
            onBack={back}
          />
        );
      case 3:
        return <MembershipStep values={values} onNext={next} onBack={back} />;
      case 4:
        return (
          <SendCodeStep
            email={email}
            sentAt={verification.sentTo === email ? verification.sentAt : undefined}
            onSent={() => {
              setVerification((current) => ({ ...current, sentTo: email, sentAt: Date.now() }));
              next();
            }}
            onBack={() => back()}
            onNext={() => next()}
          />
        );
      case 5:
        return (
          <VerifyCodeStep
            email={email}
            verified={verification.verified === email}
            onVerified={() => {
              setVerification((current) => ({ ...current, verified: email }));
              next();
            }}
            onBack={() => back()}
          />
        );
      case 6:
        return (
          <SummaryStep
            values={values}
            previews={previews}
            onBack={() => back()}
            consentedVersion={consentedVersion}
            onConsentChange={setConsentedVersion}
            payment={payment}
            onPaid={setPayment}
            onRegistered={() => next()}
            onEmailUnverified={() => {
              setVerification({});
              goTo(4);
            }}
          />
        );
      default:
        return <ConfirmationStep />;
    }
  })();

  return (
    <div className="grid gap-6 lg:grid-cols-[15rem_1fr] lg:gap-10">
      <WizardProgress current={step} />
      <section
        aria-labelledby="wizard-step-title"
        className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <p className="hidden text-sm font-semibold text-brand-700 lg:block">
          Step {step} of {stepCount}
        </p>
        <h2
          id="wizard-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight text-slate-900 outline-none"
        >
          {title}
        </h2>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
        {resumeAt && step === 1 && (
          <Alert tone="info" className="mt-6">
            Your application was kept. Your password is not kept on this device: enter it again to
            continue where you left off.
          </Alert>
        )}
        {payment && step <= summaryStep && (
          <Alert tone="warning" className="mt-6" title="Your payment was received.">
            Payment ID: {payment.razorpayPaymentId}. Finish your application to register; you will
            not be charged again. If anything stops you, contact support with this ID.
          </Alert>
        )}
        {/* The step's form: the heaviest part to take over, in a task of its own. */}
        <TakeOverApart name="wizard-step">
          <div className="mt-8">{content}</div>
        </TakeOverApart>
      </section>
    </div>
  );
}
