import { Download } from 'lucide-react';
import { toast } from 'react-toastify/unstyled';
import { Button, buttonClasses } from '@/components/ui/button';
import { useAdminMay } from '../../hooks/use-admin-may';
import type { ApplicationKind } from '../application-kind';
import { downloadFormats } from '../utils/record-download';

type ExportAllLinksProps = {
  kind: ApplicationKind;
  /** True once the list is known to be empty: the buttons then say so instead. */
  isEmpty: boolean;
  emptyMessage: string;
};

/**
 * Download All JSON and Download All CSV: the server streams every live application; for roles
 * that may export.
 */
export function ExportAllLinks({ kind, isEmpty, emptyMessage }: ExportAllLinksProps) {
  if (!useAdminMay('exports')) return null;
  return downloadFormats.map((format) => {
    const label = `Download All ${format.toUpperCase()}`;
    const icon = <Download aria-hidden="true" className="size-4" />;
    return isEmpty ? (
      <Button key={format} variant="secondary" onClick={() => toast.info(emptyMessage)}>
        {icon}
        {label}
      </Button>
    ) : (
      <a
        key={format}
        href={`/api/admin/${kind.resource}/export.${format}`}
        download
        className={buttonClasses('secondary')}
      >
        {icon}
        {label}
      </a>
    );
  });
}
