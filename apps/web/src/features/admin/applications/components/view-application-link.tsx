import { Eye } from 'lucide-react';
import { generatePath, Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import type { ApplicationKind } from '../application-kind';

type ViewApplicationLinkProps = {
  kind: ApplicationKind;
  id: string;
  name: string;
  variant: 'secondary' | 'ghost';
};

/** View: the application's details page. */
export function ViewApplicationLink({ kind, id, name, variant }: ViewApplicationLinkProps) {
  return (
    <Link
      aria-label={`View ${name}`}
      to={generatePath(kind.detailsPath, { id })}
      className={buttonClasses(variant, 'sm')}
    >
      <Eye aria-hidden="true" className="size-4" />
      View
    </Link>
  );
}
