/**
 * The first stop for keyboard users: straight to the page's main content. It shows above the
 * sticky top bars (z-50).
 */
export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-60 rounded-lg bg-brand-700 font-semibold text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:px-4 focus:py-2"
    >
      Skip to main content
    </a>
  );
}
