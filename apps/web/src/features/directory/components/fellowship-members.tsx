import { Award } from 'lucide-react';
import { CardSkeletons } from '@/components/ui/card-skeletons';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryStates } from '@/components/ui/query-states';
import { useFellows } from '../api/directory';
import { DirectoryCard } from './directory-card';
import { TakeOverApart } from '@/components/take-over-apart';

const headingId = 'fellowship-programme';

/**
 * The members whose fellowship application the society approved and who chose to appear in the
 * members' directory, each linking to their directory profile (the fellows page's second part).
 */
export function FellowshipMembers() {
  const fellows = useFellows();
  return (
    <section aria-labelledby={headingId} className="mt-14">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
        In the fellowship programme
      </h2>
      <p className="mt-2 max-w-3xl text-slate-600">
        Members whose fellowship application has been approved and who chose to appear in the
        members’ directory.
      </p>
      <div className="mt-6">
        <QueryStates
          query={fellows}
          loading={
            <CardSkeletons
              count={3}
              className="h-28 rounded-2xl"
              listClassName="sm:grid-cols-2 lg:grid-cols-3"
            />
          }
          isEmpty={(data) => data.length === 0}
          empty={
            <EmptyState icon={Award} title="No one listed yet">
              Members in the programme choose in their dashboard whether to appear in the directory.
            </EmptyState>
          }
        >
          {(data) => (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {data.map((fellow) => (
                <TakeOverApart key={fellow.id} name={`fellow ${fellow.id}`}>
                  <li>
                    <DirectoryCard
                      member={fellow}
                      note={`In the programme since ${fellow.fellowSince}`}
                    />
                  </li>
                </TakeOverApart>
              ))}
            </ul>
          )}
        </QueryStates>
      </div>
    </section>
  );
}
