import { ExternalLinkIcon } from 'lucide-react';
import { ExternalLink } from '@/components/ui/external-link';
import { Skeleton } from '@/components/ui/skeleton';
import { useSiteSettings } from '../api/get-site-settings';

type ConferenceLinkProps = {
  label: string;
  className: string;
  /** Shows the conference's title under the label. */
  showTitle?: boolean;
};

/** The society's conference site, opened in a new tab; absent when the settings failed to load. */
export function ConferenceLink({ label, className, showTitle }: ConferenceLinkProps) {
  const settings = useSiteSettings();
  if (settings.isPending) return <Skeleton className="mx-3 h-5 w-32" />;
  if (!settings.data) return null;
  const { conference } = settings.data;

  return (
    <ExternalLink href={conference.url} title={conference.title} className={className}>
      <span>
        {label}
        {showTitle && (
          <span className="block text-xs font-normal text-slate-600">{conference.title}</span>
        )}
      </span>
      <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0" />
    </ExternalLink>
  );
}
