import { Glow, Sparkles } from '@/components/ui/illustration-parts';
import { ImplantGlyph } from '@/components/implant-glyph';

/** The home page's hero picture: the implant mark in a glow with orbiting rings. Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className={className}>
      <Glow cx={200} cy={200} r={190} color="#a78bfa" opacity={0.55} />
      <g fill="none" stroke="#fff" strokeOpacity="0.18">
        <circle cx="200" cy="200" r="170" strokeDasharray="4 10" />
        <circle cx="200" cy="200" r="130" />
        <ellipse cx="200" cy="200" rx="185" ry="70" transform="rotate(-24 200 200)" />
      </g>
      <circle cx="200" cy="200" r="96" fill="#fff" fillOpacity="0.08" />
      <g transform="translate(110 108) scale(4.5)">
        <ImplantGlyph threadColor="#4c1d95" />
      </g>
      <Sparkles
        dots={[
          [338, 120, 7],
          [64, 268, 5],
          [300, 330, 4],
        ]}
        dotColor="#c4b5fd"
        pluses={[
          [86, 106, 10],
          [322, 257, 7],
        ]}
        plusOpacity={0.7}
      />
    </svg>
  );
}
