import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { navLinks } from '@/config/paths';
import { homeContent } from '@/features/content/api/content';
import { textOr } from '@/features/content/content-types';
import { useSiteSettings } from '../api/get-site-settings';
import { HeroIllustration } from './hero-illustration';

const fallback = {
  heading: 'Advancing dental implantology in India',
  text: 'Our mission: to serve the needs of growing implantologists in India and worldwide, and deliver excellence in implantology to every patient.',
};

/** The heading and text of the Homepage record (drawn on the server), with the society's own until written. */
export function HomeHero() {
  const settings = useSiteSettings();
  const home = useQuery(homeContent.record).data?.value;

  return (
    <section className="surface-dark relative overflow-hidden bg-linear-to-br from-indigo-950 via-brand-900 to-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_0.8fr]">
        <div>
          {settings.isPending ? (
            <Skeleton tone="dark" className="h-5 w-64" />
          ) : (
            settings.data && (
              <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">
                {settings.data.name}
              </p>
            )
          )}
          <h1 className="mt-4 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {textOr(home?.heroHeading, fallback.heading)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 sm:text-xl">
            {textOr(home?.heroText, fallback.text)}
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to={navLinks.joinUs.to} className={buttonClasses('inverse', 'lg')}>
              Become a member
              <ArrowRight aria-hidden="true" className="size-5" />
            </Link>
            <Link
              to={navLinks.membershipBenefits.to}
              className={buttonClasses('inverse-outline', 'lg')}
            >
              {navLinks.membershipBenefits.label}
            </Link>
          </div>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
    </section>
  );
}
