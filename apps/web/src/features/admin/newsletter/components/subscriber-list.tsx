import { adminNewsletterEndpoints, type Subscriber } from '@osi/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatDateTime } from '@/utils/format';
import { DeleteButton, type DeleteWords } from '../../components/delete-button';
import { UndeliverableNote } from '../../components/undeliverable-note';
import { useAdminDelete } from '../../api/use-admin-delete';

const tones: Record<Subscriber['status'], BadgeTone> = {
  confirmed: 'green',
  pending: 'yellow',
  unsubscribed: 'grey',
};

const removeWords: DeleteWords = {
  question: 'Remove this address from the newsletter list?',
  failure: {
    noMessage: 'Error removing the address',
    noAnswer: 'An error occurred while trying to remove the address',
  },
};

function RemoveSubscriberButton({ subscriber }: { subscriber: Subscriber }) {
  const remove = useAdminDelete(adminNewsletterEndpoints.removeSubscriber);
  return (
    <DeleteButton
      name={subscriber.email}
      label="Remove"
      words={removeWords}
      onDelete={() => remove.mutateAsync(subscriber.id)}
    />
  );
}

/** One page of subscribers: address, status, dates, and Remove. */
export function SubscriberList({ subscribers }: { subscribers: Subscriber[] }) {
  return (
    <div className="overflow-x-auto rounded-xl bg-white ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              E-mail
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Subscribed
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {subscribers.map((subscriber) => (
            <tr key={subscriber.id}>
              <td className="px-4 py-3 break-all text-slate-900">
                {subscriber.email}
                <UndeliverableNote reason={subscriber.emailUndeliverable} />
              </td>
              <td className="px-4 py-3">
                <Badge tone={tones[subscriber.status]}>{subscriber.status}</Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                {formatDateTime(subscriber.createdAt)}
              </td>
              <td className="px-4 py-3 text-right">
                <RemoveSubscriberButton subscriber={subscriber} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
