import type { SiteSettings } from '@osi/shared';
import { lazy, Suspense, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { Skeleton } from '@/components/ui/skeleton';
import { footerLinks } from '@/config/paths';
import { cn } from '@/utils/cn';
import { loadNewsletterBox } from '@/features/newsletter/components/load-newsletter-box';
import { useSiteSettings } from '../api/get-site-settings';
import { ContactDetails } from './contact-details';
import { LogoMark } from '@/components/logo-mark';
import { FacebookIcon, InstagramIcon } from './social-icons';

/**
 * Loaded when the footer comes near the window, so the form layer stays out of the first download
 * of every page. Being near is learnt after the page has become the app's, so nobody types into a
 * form that cannot answer.
 */
const NewsletterBox = lazy(async () => ({
  default: (await loadNewsletterBox()).NewsletterBox,
}));

const linkClasses = 'rounded text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** The footer's links always show; the society's details only once the settings have loaded. */
export function SiteFooter() {
  const settings = useSiteSettings();
  // A browser without IntersectionObserver shows the form at once.
  const { ref, inView: near } = useInView({
    rootMargin: '600px 0px',
    triggerOnce: true,
    fallbackInView: true,
  });
  const newsletterPlaceholder = <Skeleton className="h-44 rounded-2xl" tone="dark" />;

  return (
    <footer className="surface-dark bg-brand-950 text-sm text-brand-100">
      <div ref={ref} className="mx-auto max-w-7xl px-4 pt-12 sm:px-6">
        {near ? (
          <Suspense fallback={newsletterPlaceholder}>
            <NewsletterBox tone="dark" />
          </Suspense>
        ) : (
          newsletterPlaceholder
        )}
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        {settings.isPending ? (
          <FooterSkeleton />
        ) : (
          settings.data && <AboutColumn settings={settings.data} />
        )}
        <FooterColumn title="Quick links">
          <nav aria-label="Footer">
            <ul className="grid gap-2">
              {footerLinks.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={linkClasses}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </FooterColumn>
        {settings.data && <ContactColumns settings={settings.data} />}
      </div>
      {settings.data && <FooterBottom settings={settings.data} />}
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="mb-4 text-xs font-semibold tracking-widest text-white uppercase">{title}</h2>
      {children}
    </section>
  );
}

function AboutColumn({ settings }: { settings: SiteSettings }) {
  return (
    <section>
      <p className="flex items-center gap-3">
        <LogoMark className="size-10 shrink-0" />
        <span className="text-base font-semibold text-white">{settings.name}</span>
      </p>
      <p className="mt-4 leading-relaxed">{settings.missionStatement}</p>
    </section>
  );
}

const socialLinks = [
  { network: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { network: 'instagram', label: 'Instagram', Icon: InstagramIcon },
] as const;

function ContactColumns({ settings }: { settings: SiteSettings }) {
  return (
    <>
      <FooterColumn title="Contact us">
        <ContactDetails settings={settings} linkClassName={linkClasses} />
      </FooterColumn>
      <FooterColumn title="Follow us">
        <ul className="grid gap-3">
          {socialLinks.map(({ network, label, Icon }) => (
            <li key={network}>
              <ExternalLink
                href={settings.social[network]}
                className={cn(linkClasses, 'inline-flex items-center gap-2')}
              >
                <Icon className="size-4" />
                {label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </FooterColumn>
    </>
  );
}

function FooterBottom({ settings }: { settings: SiteSettings }) {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {new Date().getFullYear()} {settings.name}. All rights reserved.
        </p>
        <p>
          Developed by{' '}
          <ExternalLink href={settings.developerCredit.url} className={linkClasses}>
            {settings.developerCredit.name}
          </ExternalLink>
        </p>
      </div>
    </div>
  );
}

function FooterSkeleton() {
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">Loading the society's details…</span>
      <Skeleton className="h-10 w-48" tone="dark" />
      <Skeleton className="h-4 w-full" tone="dark" />
      <Skeleton className="h-4 w-3/4" tone="dark" />
    </div>
  );
}
