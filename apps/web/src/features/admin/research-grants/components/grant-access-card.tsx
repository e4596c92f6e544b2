import { researchGrantMessages } from '@osi/shared';
import { KeyRound } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'react-toastify/unstyled';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useGrantAccess } from '../api/research-grants';

/** Access Granted or Access Not Granted, and the button that turns it the other way. */
export function GrantAccessCard({ id, isGranted }: { id: string; isGranted: boolean }) {
  const headingId = useId();
  const access = useGrantAccess(id);
  const toggle = () =>
    access.mutate(
      { isGranted: !isGranted },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: () => toast.error(researchGrantMessages.accessFailed),
      },
    );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="grid gap-2">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <KeyRound aria-hidden="true" className="size-5 text-brand-700" />
          Grant Access
        </h2>
        <p className="text-sm text-slate-600">
          Access lets the applicant upload their roadmaps and budget details once the application is
          approved.
        </p>
        <div>
          <Badge tone={isGranted ? 'green' : 'yellow'}>
            {isGranted
              ? researchGrantMessages.accessGranted
              : researchGrantMessages.accessNotGranted}
          </Badge>
        </div>
      </div>
      <Button
        variant={isGranted ? 'secondary' : 'primary'}
        onClick={toggle}
        disabled={access.isPending}
        aria-busy={access.isPending}
      >
        {isGranted ? 'Revoke Access' : 'Grant Access'}
      </Button>
    </section>
  );
}
