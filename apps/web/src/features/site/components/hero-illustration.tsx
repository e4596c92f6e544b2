import { useId } from 'react';
import { ImplantGlyph } from './implant-glyph';

/** The home page's hero picture: the implant mark in a glow with orbiting rings. Decorative. */
export function HeroIllustration({ className }: { className?: string }) {
  const glowId = useId();
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0" stopColor="#a78bfa" stopOpacity="0.55" />
          <stop offset="1" stopColor="#a78bfa" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="200" r="190" fill={`url(#${glowId})`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.18">
        <circle cx="200" cy="200" r="170" strokeDasharray="4 10" />
        <circle cx="200" cy="200" r="130" />
        <ellipse cx="200" cy="200" rx="185" ry="70" transform="rotate(-24 200 200)" />
      </g>
      <circle cx="200" cy="200" r="96" fill="#fff" fillOpacity="0.08" />
      <g transform="translate(110 108) scale(4.5)">
        <ImplantGlyph threadColor="#4c1d95" />
      </g>
      <g fill="#c4b5fd">
        <circle cx="338" cy="120" r="7" />
        <circle cx="64" cy="268" r="5" />
        <circle cx="300" cy="330" r="4" />
      </g>
      <g stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeOpacity="0.7">
        <path d="M86 96v20M76 106h20" />
        <path d="M322 250v14M315 257h14" />
      </g>
    </svg>
  );
}
