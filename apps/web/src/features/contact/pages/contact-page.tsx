import { Clock } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { sectionQueryOptions, useSection } from '@/features/content/api/content';
import { pageIntro, textOr } from '@/features/content/content-types';
import { useSiteSettings } from '@/features/site/api/get-site-settings';
import { ContactDetails } from '@/features/site/components/contact-details';
import { PageHeader } from '@/components/page-header';
import { TakeOverApart } from '@/components/take-over-apart';
import type { PageData } from '@/lib/page-data';
import { ContactForm } from '../components/contact-form';
import { contactIntro } from '../content/contact-intro';

/** The page's record; the society's contact details come with the site's layout. */
export const contactPageData: PageData = () => [sectionQueryOptions('contact-us')];

/**
 * /contact-us: the heading, introduction and office hours of the back office's "Contact us
 * content", the society's contact details and the contact form.
 */
export function ContactPage() {
  const settings = useSiteSettings();
  const content = useSection('contact-us').data?.value;
  const officeHours = textOr(content?.officeHours);

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <div className="mx-auto max-w-6xl">
        <PageHeader {...pageIntro(content, contactIntro)} />
        <div className="mt-10 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <section
            aria-labelledby="contact-details"
            className="surface-dark rounded-2xl bg-brand-950 p-6 text-brand-100 sm:p-8"
          >
            <h2 id="contact-details" className="text-lg font-semibold text-white">
              The secretariat
            </h2>
            {settings.isPending ? (
              <Skeleton className="mt-4 h-24" tone="dark" />
            ) : settings.data ? (
              <ContactDetails
                settings={settings.data}
                className="mt-4 gap-4"
                linkClassName="text-white underline underline-offset-4"
              />
            ) : null}
            {officeHours && (
              <p className="mt-4 flex items-start gap-2">
                <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>
                  <span className="font-semibold text-white">Office hours:</span> {officeHours}
                </span>
              </p>
            )}
          </section>
          <section
            aria-labelledby="contact-form"
            className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
          >
            <h2 id="contact-form" className="mb-6 text-lg font-semibold text-slate-900">
              Send us a message
            </h2>
            <TakeOverApart name="contact-form">
              <ContactForm />
            </TakeOverApart>
          </section>
        </div>
      </div>
    </div>
  );
}
