import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { SmsRecord } from '@osi/shared';
import { formatDateTime } from '@/utils/format';
import { AdminPageHeader } from '../../components/admin-page-header';
import { LoadError } from '../../components/load-error';
import { useSentSms } from '../api/sms';
import { SmsForm } from '../components/sms-form';

const tones: Record<SmsRecord['status'], BadgeTone> = {
  sent: 'green',
  outbox: 'grey',
  failed: 'red',
};

/** /sms-send: administrators send one SMS and see the latest ones (the outbox, without a provider). */
export function SmsSendPage() {
  const sent = useSentSms();
  return (
    <>
      <AdminPageHeader
        title="Send SMS"
        description="Send one message to one mobile number, for instance a test code. Every message is recorded."
      />
      <div className="rounded-xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
        <SmsForm />
      </div>
      <section aria-labelledby="sms-recent" className="mt-10 grid gap-4">
        <h2 id="sms-recent" className="text-lg font-semibold text-slate-900">
          Recent messages
        </h2>
        {sent.isPending ? (
          <Skeleton className="h-32 rounded-xl" />
        ) : sent.isError ? (
          <LoadError error={sent.error} onRetry={() => void sent.refetch()} />
        ) : sent.data.items.length === 0 ? (
          <p className="text-sm text-slate-600">No SMS has been sent yet.</p>
        ) : (
          <ul className="grid gap-2">
            {sent.data.items.map((sms) => (
              <li
                key={sms.id}
                className="grid gap-1 rounded-xl bg-white p-4 text-sm ring-1 ring-slate-200"
              >
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold text-slate-900">{sms.phoneNumber}</span>
                  <Badge tone={tones[sms.status]}>{sms.status}</Badge>
                  <span className="text-slate-600">{formatDateTime(sms.createdAt)}</span>
                </p>
                <p className="break-words text-slate-800">{sms.message}</p>
                {sms.error && <p className="text-red-700">{sms.error}</p>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
