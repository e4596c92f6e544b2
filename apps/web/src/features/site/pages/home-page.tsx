import { HomeNews } from '@/features/content/components/home-news';
import { HomeHero } from '../components/home-hero';
import { HomeJoin } from '../components/home-join';
import { HomeOfferings } from '../components/home-offerings';
import { PageTitle } from '@/components/page-title';

export function HomePage() {
  return (
    <>
      <PageTitle />
      <HomeHero />
      <HomeOfferings />
      <HomeNews />
      <HomeJoin />
    </>
  );
}
