import type { ContentImage as StoredImage } from '@osi/shared';
import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useQuery } from '@tanstack/react-query';
import { sectionQueryOptions } from '../api/content';
import { listPage, sectionPage } from '../api/page-content';
import { Banner } from '../components/content-banner';
import { ContentImage } from '../components/content-image';
import { ContentPageBody } from '../components/content-states';
import { ListUnderBanner } from '../components/list-under-banner';
import { PeopleGrid } from '../components/person-card';
import { RichText } from '../components/rich-text';
import { typedAll, textOr } from '../content-types';

const aboutUs = sectionPage('about-us');
export const aboutUsPageData = aboutUs.pageData;

/** /about-us: the society's story, its vision and its mission. */
export function AboutUsPage() {
  const about = useQuery(sectionQueryOptions(aboutUs.section));
  const value = about.data?.value;
  return (
    <>
      <Banner title={textOr(value?.banner) || 'About Us'} pending={about.isPending} />
      <ContentPageBody group="About">
        {value && (
          <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
            <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <RichText html={textOr(value.body)} />
            </div>
            <div className="grid content-start gap-6">
              <ContentImage
                image={value.image as StoredImage | null}
                sizes="(min-width: 1024px) 40vw, 100vw"
                priority
                className="aspect-video w-full rounded-2xl"
              />
              {(['vision', 'mission'] as const).map(
                (key) =>
                  textOr(value[key]) && (
                    <section
                      key={key}
                      className="surface-dark rounded-2xl bg-brand-950 p-6 text-brand-100"
                    >
                      <h2 className="text-lg font-semibold text-white capitalize">Our {key}</h2>
                      <p className="mt-2">{textOr(value[key])}</p>
                    </section>
                  ),
              )}
            </div>
          </div>
        )}
      </ContentPageBody>
    </>
  );
}

type BenefitValue = { title: string; description: string };

const benefitsPage = listPage('member-benefits', 'member-benefit', { pageSize: 100 });
export const membershipBenefitsPageData = benefitsPage.pageData;

/** /membership-benefits: what members receive, and the way to join. */
export function MembershipBenefitsPage() {
  return (
    <ListUnderBanner
      page={benefitsPage}
      fallback="Membership Benefits"
      empty="The benefits of membership will be listed here soon."
      after={
        <Link to={paths.becomeAMember} className={`${buttonClasses('primary', 'lg')} mt-10`}>
          Apply for membership
        </Link>
      }
    >
      {(items) => (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {typedAll<BenefitValue>(items).map((benefit) => (
            <li
              key={benefit.id}
              className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
            >
              <CircleCheck aria-hidden="true" className="size-8 text-brand-600" />
              <h2 className="mt-3 text-lg font-semibold text-slate-900">{benefit.value.title}</h2>
              <p className="mt-2 text-slate-600">{benefit.value.description}</p>
            </li>
          ))}
        </ul>
      )}
    </ListUnderBanner>
  );
}

type DecisionTreeValue = {
  title: string;
  kind: string;
  summary: string;
  body: string;
  image: StoredImage | null;
};

const decisionTrees = listPage('decision-trees-page', 'decision-tree', { pageSize: 100 });
export const decisionTreesPageData = decisionTrees.pageData;

/** /decision-trees-checklists: one-page guides, each opened in place. */
export function DecisionTreesPage() {
  return (
    <ListUnderBanner
      page={decisionTrees}
      fallback="Decision Trees and Checklists"
      group="Tools"
      empty="Decision trees and checklists will appear here soon."
      listClassName="gap-4"
      skeletonClassName="h-24 rounded-2xl"
    >
      {(items) => (
        <ul className="grid gap-4">
          {typedAll<DecisionTreeValue>(items).map(({ id, value }) => (
            <li key={id}>
              <details className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <summary className="cursor-pointer list-none">
                  <span className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
                    {value.kind}
                  </span>
                  <span className="mt-1 block text-lg font-semibold text-slate-900">
                    {value.title}
                  </span>
                  <span className="mt-1 block text-sm text-slate-600">{value.summary}</span>
                </summary>
                <ContentImage
                  image={value.image}
                  sizes="(min-width: 1024px) 60vw, 100vw"
                  className="mt-4 w-full rounded-xl"
                />
                <RichText html={value.body} className="mt-2" />
              </details>
            </li>
          ))}
        </ul>
      )}
    </ListUnderBanner>
  );
}

type FellowValue = {
  name: string;
  image: StoredImage;
  city: string;
  speciality: string;
  year: number;
};

const fellowsPage = listPage('fellows-page', 'fellow', { pageSize: 100 });
export const fellowsPageData = fellowsPage.pageData;

/** /fellows: the fellows the administrators list, then `programme` (composed by the route table). */
export function FellowsPage({ programme }: { programme?: ReactNode }) {
  return (
    <ListUnderBanner
      page={fellowsPage}
      fallback="Fellows"
      empty="Fellows will be listed here soon."
      after={programme}
    >
      {(items) => (
        <PeopleGrid
          people={typedAll<FellowValue>(items).map((fellow) => ({
            ...fellow,
            value: {
              name: fellow.value.name,
              image: fellow.value.image,
              role: [fellow.value.speciality, fellow.value.city, `Fellow ${fellow.value.year}`]
                .filter(Boolean)
                .join(' · '),
            },
          }))}
        />
      )}
    </ListUnderBanner>
  );
}
