import { attendeeCategoryLabels, memberName, type EventRegistrationInfo } from '@osi/shared';
import { useId, useRef, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { LabelValueList } from '@/components/ui/label-value-list';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { serverMessage } from '@/lib/api-client';
import { useProfile } from '@/lib/profile';
import { registerMember } from '../api/event-registration';
import { useRegister } from '../hooks/use-register';
import { categoryPrice, priceText } from '../utils/registration-text';
import { RegistrationOutcome } from './registration-outcome';

type MemberRegistrationProps = { info: EventRegistrationInfo; onClose: () => void };

/**
 * A signed-in member registers in one step: the dialog shows the details of their profile and
 * the price of their category (a member in good standing pays the member price), then registers.
 */
export function MemberRegistration({ info, onClose }: MemberRegistrationProps) {
  const titleId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const profileQuery = useProfile();
  const profile = profileQuery.data;
  const { result, register, payAgain, paying } = useRegister(info.slug);
  const [busy, setBusy] = useState(false);
  const inGoodStanding =
    profile?.status === 'approved' &&
    profile.term.standing !== null &&
    profile.term.standing !== 'lapsed';
  const category = inGoodStanding ? 'member' : 'non-member';

  const confirm = async () => {
    setBusy(true);
    try {
      await register(() => registerMember(info.slug));
    } catch (error) {
      toast.error(serverMessage(error, 'Your registration could not be made. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} labelledBy={titleId} initialFocusRef={cancelRef}>
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        Register for {info.title}
      </h2>
      {result ? (
        <div className="mt-4 grid gap-4">
          <RegistrationOutcome result={result} onPay={() => void payAgain()} paying={paying} />
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      ) : profileQuery.isError ? (
        <div className="mt-4">
          <LoadError error={profileQuery.error} onRetry={() => void profileQuery.refetch()} />
        </div>
      ) : !profile ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : (
        <>
          <LabelValueList
            className="mt-4 grid gap-3"
            empty="—"
            rows={[
              ['Name', memberName(profile)],
              ['E-mail', profile.email],
              ['Mobile', profile.mobileNo],
              ['Dental council registration', profile.dentalRegNumber],
              ['Category', attendeeCategoryLabels[category]],
              ['Price', priceText(categoryPrice(info, category))],
            ]}
          />
          {info.state === 'full' && (
            <p className="mt-4 text-sm text-slate-700">
              The event is full: you will join the waiting list.
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button ref={cancelRef} variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} disabled={busy} aria-busy={busy}>
              {busy ? 'Registering...' : 'Confirm registration'}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
