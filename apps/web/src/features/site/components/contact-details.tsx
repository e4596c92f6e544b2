import type { SiteSettings } from '@osi/shared';
import { Mail, MapPin, Phone } from 'lucide-react';
import { cn } from '@/utils/cn';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The society's e-mail, phone and postal address, as the footer and the contact page show them. */
export function ContactDetails({
  settings,
  linkClassName,
  className,
}: {
  settings: Pick<SiteSettings, 'contactEmail' | 'phone' | 'address'>;
  linkClassName: string;
  className?: string;
}) {
  return (
    <ul className={cn('grid gap-3', className)}>
      <li className="flex items-start gap-2">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <a href={`mailto:${settings.contactEmail}`} className={linkClassName}>
          {settings.contactEmail}
        </a>
      </li>
      <li className="flex items-start gap-2">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <a href={telHref(settings.phone)} className={linkClassName}>
          {settings.phone}
        </a>
      </li>
      <li className="flex items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <address className="leading-relaxed whitespace-pre-line not-italic">
          {settings.address}
        </address>
      </li>
    </ul>
  );
}
