import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { useAdminMay } from '../hooks/use-admin-may';

type ExportLinkProps = { href: string; size?: 'sm'; children: ReactNode };

/** A CSV download, shown only to roles that may export (decision 081). */
export function ExportLink({ href, size, children }: ExportLinkProps) {
  if (!useAdminMay('exports')) return null;
  return (
    <a href={href} download className={buttonClasses('secondary', size)}>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
