import type { SmsRecord } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/utils/format';

const tones: Record<SmsRecord['status'], BadgeTone> = {
  sent: 'green',
  outbox: 'grey',
  failed: 'red',
};

/** The latest SMS: to whom, what, when, and what became of them. */
export function SentSmsList({ messages }: { messages: SmsRecord[] }) {
  return (
    <ul className="grid gap-2">
      {messages.map((sms) => (
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
  );
}
