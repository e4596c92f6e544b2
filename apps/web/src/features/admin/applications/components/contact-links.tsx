import { Mail, Phone } from 'lucide-react';

/** An applicant's e-mail and phone as links that write or call. */
export function ContactLinks({ email, phone }: { email: string; phone: string }) {
  return (
    <div className="mt-1 flex flex-col gap-x-4 gap-y-1 text-sm text-slate-700 sm:flex-row sm:flex-wrap">
      <a
        href={`mailto:${email}`}
        className="inline-flex min-w-0 items-center gap-1.5 text-brand-700 underline-offset-4 hover:underline"
      >
        <Mail aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">{email}</span>
      </a>
      {phone && (
        <a
          href={`tel:${phone}`}
          className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
        >
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {phone}
        </a>
      )}
    </div>
  );
}
