import { Badge } from '@/components/ui/badge';

/** Tells an administrator that the site mails an address no more, and the server's reason. */
export function UndeliverableNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <span className="mt-1 flex flex-col items-start gap-1">
      <Badge tone="red">Undeliverable</Badge>
      <span className="text-xs break-all text-slate-600">
        The mail server refused this address, so no more e-mail is sent to it until it changes:{' '}
        {reason}
      </span>
    </span>
  );
}
