import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';

/** What an invitation to one kind of application says, and where it leads. */
export type InvitationText = {
  icon: LucideIcon;
  title: string;
  text: string;
  guidelines: { to: string; label: string };
  /** Where Next leads: the application form. */
  next: string;
};

type ApplicationInvitationProps = InvitationText & {
  /** Why the member cannot apply yet; then there is no Next. */
  refusal?: string | undefined;
  children?: ReactNode;
};

/**
 * A dashboard tab's invitation to apply: the guidelines first, then Next to the application;
 * or, for a member who may not apply yet, the reason instead of Next.
 */
export function ApplicationInvitation({
  icon: Icon,
  title,
  text,
  guidelines,
  next,
  refusal,
  children,
}: ApplicationInvitationProps) {
  return (
    <div className="grid justify-items-start gap-4">
      <Icon aria-hidden="true" className="size-10 text-brand-700" strokeWidth={1.5} />
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h2>
      <p className="max-w-2xl text-slate-700">{text}</p>
      {children}
      {refusal && (
        <Alert tone="info" className="w-full">
          {refusal}
        </Alert>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={guidelines.to} className={buttonClasses('secondary')}>
          {guidelines.label}
        </Link>
        {!refusal && (
          <Link to={next} className={buttonClasses()}>
            Next
          </Link>
        )}
      </div>
    </div>
  );
}
