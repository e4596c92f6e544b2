import {
  ArrowRight,
  Award,
  BookOpen,
  FlaskConical,
  Presentation,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { ExternalLink } from '@/components/ui/external-link';
import { navLinks } from '@/config/paths';
import { useSiteSettings } from '../api/get-site-settings';

type Offering = {
  title: string;
  icon: LucideIcon;
  text: string;
  /** Where the card leads; unknown for the congress until the settings have loaded. */
  href: string | undefined;
  external?: boolean;
};

/** Stretches the card's link over the whole card, so the card is one click target. */
const stretchedLink = 'after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none';

export function HomeOfferings() {
  const settings = useSiteSettings();
  const conference = settings.data?.conference;

  const offerings: Offering[] = [
    {
      title: 'Membership',
      icon: Users,
      text: 'Join implantologists from across India. Apply online, pay by card, and once approved reach the member dashboard and the members’ discussion forum.',
      href: navLinks.membershipBenefits.to,
    },
    {
      title: 'Fellowship',
      icon: Award,
      text: 'Members can apply for the society’s fellowship, present their clinical cases for review and follow their application from the dashboard.',
      href: navLinks.fellowshipGuidelines.to,
    },
    {
      title: 'Research grants',
      icon: FlaskConical,
      text: 'Funding for research in implantology: read the guidelines, apply online and share your research roadmap once your grant is approved.',
      href: navLinks.researchGrant.to,
    },
    {
      title: 'Education',
      icon: BookOpen,
      text: 'Articles, videos and podcasts on implant dentistry, with a newsletter that brings new material to your inbox.',
      href: navLinks.blog.to,
    },
    {
      title: 'Annual Congress',
      icon: Presentation,
      text: conference
        ? `${conference.title}: the society’s congress brings implantologists together to learn from each other.`
        : 'The society’s congress brings implantologists together to learn from each other.',
      href: conference?.url,
      external: true,
    },
  ];

  return (
    <section aria-labelledby="offerings-title" className="bg-white py-16 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="offerings-title"
          className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
        >
          What the society offers
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-slate-600">
          Support at every stage of an implantologist’s career, from the first membership to
          fellowship and research.
        </p>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
          {offerings.map((offering) => (
            <OfferingCard key={offering.title} offering={offering} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function OfferingCard({ offering }: { offering: Offering }) {
  const { title, icon: Icon, text, href, external } = offering;
  return (
    <li className="group relative flex flex-col rounded-2xl lg:col-span-2 lg:nth-4:col-start-2 border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md has-focus-visible:ring-2 has-focus-visible:ring-brand-600">
      <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-semibold text-slate-900">
        {!href ? (
          title
        ) : external ? (
          <ExternalLink href={href} className={stretchedLink}>
            {title}
          </ExternalLink>
        ) : (
          <Link to={href} className={stretchedLink}>
            {title}
          </Link>
        )}
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-slate-600">{text}</p>
      {href && (
        <span
          aria-hidden="true"
          className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 transition-all group-hover:gap-2"
        >
          Learn more <ArrowRight className="size-4" />
        </span>
      )}
    </li>
  );
}
