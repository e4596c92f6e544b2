import type { ContentItem } from '@osi/shared';
import type { PersonValue } from '../content-types';
import { ContentImage } from './content-image';
import { TakeOverApart } from '@/components/take-over-apart';

/** A round photo with the person's name, and their role when they have one. */
export function PersonCard({ person }: { person: ContentItem<PersonValue> }) {
  const { name, image, role } = person.value;
  return (
    <li className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200">
      <ContentImage
        image={image}
        sizes="160px"
        className="size-36 rounded-full ring-4 ring-brand-100"
      />
      <p className="mt-4 text-lg font-semibold text-slate-900">{name}</p>
      {role && <p className="mt-1 text-sm text-slate-600">{role}</p>}
    </li>
  );
}

export function PeopleGrid({ people }: { people: ContentItem<PersonValue>[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {people.map((person) => (
        <TakeOverApart key={person.id} name={`card ${person.id}`}>
          <PersonCard person={person} />
        </TakeOverApart>
      ))}
    </ul>
  );
}
