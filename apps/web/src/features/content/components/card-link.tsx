import { Link } from 'react-router';

/** A card's link to its item's page: "Learn More", named for the item to whoever cannot see it. */
export function CardLink({ to, label, title }: { to: string; label: string; title: string }) {
  return (
    <Link
      to={to}
      aria-label={`${label}: ${title}`}
      className="mt-auto pt-4 text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      {/* In the text too: search engines judge a link by its text, not its label. */}
      {label}
      <span className="sr-only">: {title}</span>
    </Link>
  );
}
