import { ShieldX } from 'lucide-react';
import { Link } from 'react-router';
import { staffRoleLabels, type StaffRole } from '@osi/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { firstPageFor } from '../layout/sidebar-entries';

/** What a page the role may not use shows, opened by its address. */
export function NotAllowedForRole({ role }: { role: StaffRole }) {
  const start = firstPageFor(role);
  return (
    <EmptyState icon={ShieldX} title="Your role does not allow this page">
      <p>
        As {staffRoleLabels[role]} you cannot use this page. Ask an Owner if your work needs it.
      </p>
      {start && (
        <p className="mt-3">
          <Link to={start} className="font-semibold text-brand-800 underline">
            Go to your first page
          </Link>
        </p>
      )}
    </EmptyState>
  );
}
