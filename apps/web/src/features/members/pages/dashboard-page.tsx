import {
  Award,
  CalendarDays,
  FlaskConical,
  GraduationCap,
  Receipt,
  Settings,
  UserRound,
} from 'lucide-react';
import { useSearchParams } from 'react-router';
import { FellowshipTab } from '@/features/fellowships/components/fellowship-tab';
import { ResearchGrantTab } from '@/features/research-grants/components/research-grant-tab';
import { PageTitle } from '@/components/page-title';
import { CdeTab } from '../components/cde-tab';
import { DashboardTabs } from '../components/dashboard-tabs';
import { EventsTab } from '../components/events-tab';
import { PaymentsTab } from '../components/payments-tab';
import { MembershipTermNotice } from '../components/membership-term-notice';
import { ProfileTab } from '../components/profile-tab';
import { SettingsTab } from '../components/settings-tab';

const tabs = [
  { id: 'profile', label: 'Profile', icon: UserRound, Panel: ProfileTab },
  { id: 'fellowship', label: 'Fellowship', icon: Award, Panel: FellowshipTab },
  { id: 'research-grant', label: 'Research Grant', icon: FlaskConical, Panel: ResearchGrantTab },
  { id: 'events', label: 'Events', icon: CalendarDays, Panel: EventsTab },
  { id: 'cde', label: 'CDE and certificates', icon: GraduationCap, Panel: CdeTab },
  { id: 'payments', label: 'Payments', icon: Receipt, Panel: PaymentsTab },
  { id: 'settings', label: 'Settings', icon: Settings, Panel: SettingsTab },
] as const;

/** The member's dashboard. The open tab is in the address (?tab=settings), so it can be linked. */
export function DashboardPage() {
  const [params, setParams] = useSearchParams();
  const current = tabs.find((tab) => tab.id === params.get('tab')) ?? tabs[0];

  return (
    <div className="bg-slate-50 px-4 py-10 sm:px-6 sm:py-14">
      <PageTitle title="Dashboard" />
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Dashboard</h1>
        <div className="mt-6 empty:hidden">
          <MembershipTermNotice />
        </div>
        <DashboardTabs
          tabs={tabs}
          current={current.id}
          onSelect={(id) => setParams(id === tabs[0].id ? {} : { tab: id }, { replace: true })}
        />
      </div>
    </div>
  );
}
