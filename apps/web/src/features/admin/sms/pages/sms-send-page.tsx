import { AdminPageHeader } from '../../components/admin-page-header';
import { SentHistory } from '../../components/sent-history';
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
      <SentHistory
        title="Recent messages"
        className="mt-10"
        sent={sent}
        none="No SMS has been sent yet."
      >
        {(messages) => <SentSmsList messages={messages} />}
      </SentHistory>
    </>
  );
}
