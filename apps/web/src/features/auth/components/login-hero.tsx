import { useId } from 'react';

/** The login page's hero picture: a sign-in card guarded by a padlock. */
export function LoginHero({ className }: { className?: string }) {
  const titleId = useId();
  const glowId = useId();
  return (
    <svg viewBox="0 0 400 360" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>login</title>
      <defs>
        <radialGradient id={glowId}>
          <stop offset="0" stopColor="#c4b5fd" stopOpacity="0.5" />
          <stop offset="1" stopColor="#c4b5fd" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="200" cy="180" r="175" fill={`url(#${glowId})`} />
      <g fill="none" stroke="#fff" strokeOpacity="0.2">
        <circle cx="200" cy="180" r="160" strokeDasharray="4 10" />
        <ellipse cx="200" cy="180" rx="185" ry="64" transform="rotate(-18 200 180)" />
      </g>
      <rect x="92" y="62" width="200" height="236" rx="22" fill="#fff" />
      <rect x="92" y="62" width="200" height="40" rx="22" fill="#ede9fe" />
      <rect x="92" y="84" width="200" height="18" fill="#ede9fe" />
      <g fill="#a78bfa">
        <circle cx="114" cy="82" r="5" />
        <circle cx="130" cy="82" r="5" />
        <circle cx="146" cy="82" r="5" />
      </g>
      <circle cx="192" cy="142" r="26" fill="#ede9fe" />
      <circle cx="192" cy="135" r="9" fill="#7c3aed" />
      <path d="M176 158a16 14 0 0 1 32 0z" fill="#7c3aed" />
      <g fill="#e2e8f0">
        <rect x="120" y="184" width="144" height="20" rx="6" />
        <rect x="120" y="214" width="144" height="20" rx="6" />
      </g>
      <g fill="#94a3b8">
        <circle cx="134" cy="224" r="3" />
        <circle cx="146" cy="224" r="3" />
        <circle cx="158" cy="224" r="3" />
        <circle cx="170" cy="224" r="3" />
      </g>
      <rect x="120" y="250" width="144" height="26" rx="8" fill="#6d28d9" />
      <rect x="168" y="260" width="48" height="6" rx="3" fill="#fff" />
      <g transform="translate(262 206)">
        <path
          d="M18 34v-12a20 20 0 0 1 40 0v12"
          fill="none"
          stroke="#fff"
          strokeWidth="9"
          strokeLinecap="round"
        />
        <rect x="4" y="32" width="68" height="56" rx="14" fill="#4c1d95" />
        <rect
          x="4"
          y="32"
          width="68"
          height="56"
          rx="14"
          fill="none"
          stroke="#fff"
          strokeWidth="4"
        />
        <circle cx="38" cy="56" r="7" fill="#fff" />
        <rect x="35" y="58" width="6" height="16" rx="3" fill="#fff" />
      </g>
      <g fill="#ddd6fe">
        <circle cx="58" cy="110" r="6" />
        <circle cx="346" cy="96" r="4" />
        <circle cx="70" cy="286" r="4" />
      </g>
      <g stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeOpacity="0.75">
        <path d="M332 150v16M324 158h16" />
        <path d="M54 196v12M48 202h12" />
      </g>
    </svg>
  );
}
