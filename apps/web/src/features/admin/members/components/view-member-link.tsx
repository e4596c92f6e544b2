import { Eye } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { adminPaths } from '@/config/paths';

type ViewMemberLinkProps = { id: string; name: string; variant: 'secondary' | 'ghost' };

/** View: the application's details page. */
export function ViewMemberLink({ id, name, variant }: ViewMemberLinkProps) {
  return (
    <Link
      aria-label={`View ${name}`}
      to={generatePath(adminPaths.membershipDetails, { id })}
      className={buttonClasses(variant, 'sm')}
    >
      <Eye aria-hidden="true" className="size-4" />
      View
    </Link>
  );
}
