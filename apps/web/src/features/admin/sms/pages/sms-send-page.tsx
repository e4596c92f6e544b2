import { Skeleton } from '@/components/ui/skeleton';
import { AdminPageHeader } from '../../components/admin-page-header';
import { PageSection } from '../../components/page-section';
import { QueryStates } from '@/components/ui/query-states';
import { useSentSms } from '../api/sms';
import { SentSmsList } from '../components/sent-sms-list';
import { SmsForm } from '../components/sms-form';

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
      <PageSection title="Recent messages" className="mt-10">
        <QueryStates
          query={sent}
          loading={<Skeleton className="h-32 rounded-xl" />}
          isEmpty={(data) => data.items.length === 0}
          empty={<p className="text-sm text-slate-600">No SMS has been sent yet.</p>}
        >
          {(data) => <SentSmsList messages={data.items} />}
        </QueryStates>
      </PageSection>
    </>
  );
}
