import { HomeNews } from '@/features/content/components/home-news';
import { HomeHero } from '../components/home-hero';
import { HomeJoin } from '../components/home-join';
import { HomeOfferings } from '../components/home-offerings';
import { PageTitle } from '@/components/page-title';
import { TakeOverApart } from '@/components/take-over-apart';

export function HomePage() {
  return (
    <>
      <PageTitle />
      <HomeHero />
      <TakeOverApart name="home offerings">
        <HomeOfferings />
      </TakeOverApart>
      <TakeOverApart name="home news">
        <HomeNews />
      </TakeOverApart>
      <TakeOverApart name="home join">
        <HomeJoin />
      </TakeOverApart>
    </>
  );
}
