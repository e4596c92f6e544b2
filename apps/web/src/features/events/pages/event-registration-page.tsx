import {
  attendeeCategoryLabels,
  checkInPagePath,
  eventMessages,
  formatPaise,
  formatTicketCode,
  guestCertificatePath,
  type OwnRegistration,
} from '@osi/shared';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { PageTitle } from '@/components/page-title';
import { RegistrationStatusBadge } from '@/components/registration-status-badge';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LabelValueList } from '@/components/ui/label-value-list';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError, serverMessage } from '@/lib/api-client';
import { siteOrigin } from '@/lib/site-origin';
import { formatCalendarDate, formatDateTime, formatRupees } from '@/utils/format';
import { acceptPlace, useCancelRegistration, useOwnRegistration } from '../api/event-registration';
import { TicketQr } from '../components/ticket-qr';
import { useRegister } from '../hooks/use-register';

/** The address a ticket's QR code holds: the check-in page, with the ticket's code. */
const checkInUrl = (registration: OwnRegistration, code: string) =>
  `${siteOrigin()}${checkInPagePath(registration.event.id)}?ticket=${code}`;

/**
 * A registration's own page, reached by the link in its e-mails: its status, the ticket with its
 * QR code, the waiting position, a held place to take, cancelling, and the certificate.
 */
export function EventRegistrationPage() {
  const { token = '' } = useParams();
  const registration = useOwnRegistration(token);
  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Your registration" />
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Your registration</h1>
        {registration.isPending ? (
          <Skeleton className="h-96 rounded-2xl" />
        ) : registration.isError ? (
          registration.error instanceof ApiError && registration.error.status === 404 ? (
            <Alert tone="error">{eventMessages.noSuchRegistration}</Alert>
          ) : (
            <LoadError error={registration.error} onRetry={() => void registration.refetch()} />
          )
        ) : (
          <Registration registration={registration.data} />
        )}
      </div>
    </div>
  );
}

function Registration({ registration }: { registration: OwnRegistration }) {
  const { event, status, ticketCode } = registration;
  return (
    <article className="grid gap-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <div className="grid gap-2">
        <h2 className="text-2xl font-bold text-slate-900">{event.title}</h2>
        <p className="text-slate-700">
          {formatCalendarDate(event.startDate)} · {event.venue}, {event.city}
        </p>
        <p>
          <RegistrationStatusBadge status={status} />
        </p>
      </div>
      {status === 'registered' && ticketCode && (
        <section aria-labelledby="ticket" className="grid justify-items-center gap-3 text-center">
          <h3 id="ticket" className="text-sm font-semibold tracking-wide text-slate-600 uppercase">
            Your ticket
          </h3>
          <TicketQr text={checkInUrl(registration, ticketCode)} label="QR code of your ticket" />
          <p className="font-mono text-2xl font-bold tracking-widest text-slate-900">
            {formatTicketCode(ticketCode)}
          </p>
          <p className="text-sm text-slate-600">Show this code at the registration desk.</p>
        </section>
      )}
      {status === 'waiting' && registration.waitingPosition !== null && (
        <Alert tone="info">
          You are number {registration.waitingPosition} on the waiting list. We will e-mail you if a
          place frees up.
        </Alert>
      )}
      {status === 'held' && <HeldPlace registration={registration} />}
      <LabelValueList
        className="grid gap-3 sm:grid-cols-2"
        empty="—"
        rows={[
          ['Name', registration.name],
          ['Category', attendeeCategoryLabels[registration.category]],
          ['Price', registration.price === 0 ? 'Free' : formatRupees(registration.price)],
          ['Receipt number', registration.receiptNumber],
          ['Checked in', registration.checkedInAt && formatDateTime(registration.checkedInAt)],
          ['CDE points', event.cdePoints],
        ]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        {registration.certificateCode && (
          <a href={guestCertificatePath(registration.token)} className={buttonClasses('primary')}>
            <Download aria-hidden="true" className="size-4" />
            Download certificate (PDF)
          </a>
        )}
        {registration.cancelRefundPaise !== null && <Cancel registration={registration} />}
      </div>
    </article>
  );
}

/** A place held for its payment or offered from the waiting list: taking it, paying if it costs. */
function HeldPlace({ registration }: { registration: OwnRegistration }) {
  const { register } = useRegister(registration.event.slug);
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await register(() => acceptPlace(registration.token));
    } catch (error) {
      toast.error(serverMessage(error, 'The place could not be taken. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Alert tone="warning" title="A place is held for you">
      {registration.heldUntil && <p>Take it by {formatDateTime(registration.heldUntil)}.</p>}
      <div className="mt-2">
        <Button onClick={() => void accept()} disabled={busy} aria-busy={busy}>
          {busy
            ? 'Taking the place...'
            : registration.price === 0
              ? 'Accept the place'
              : `Accept and pay ${formatRupees(registration.price)}`}
        </Button>
      </div>
    </Alert>
  );
}

function Cancel({ registration }: { registration: OwnRegistration }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelRegistration(registration.token);
  const refund = registration.cancelRefundPaise ?? 0;
  const confirm = async () => {
    try {
      const { message } = await cancel.mutateAsync();
      toast.success(message);
      setAsking(false);
    } catch (error) {
      toast.error(serverMessage(error, eventMessages.cannotCancel));
    }
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        Cancel registration
      </Button>
      <ConfirmDialog
        open={asking}
        question="Cancel your registration?"
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirm()}
        isConfirming={cancel.isPending}
      >
        {refund > 0
          ? `${formatPaise(refund)} will be refunded to your card.`
          : 'Nothing will be refunded.'}{' '}
        Your place will be offered to the next person waiting.
      </ConfirmDialog>
    </>
  );
}
