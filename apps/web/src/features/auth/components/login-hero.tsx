import { useId } from 'react';
import { Glow, Sparkles } from '@/components/ui/illustration-parts';

/** The login page's hero picture: a sign-in card guarded by a padlock. */
export function LoginHero({ className }: { className?: string }) {
  const titleId = useId();
  return (
    <svg viewBox="0 0 400 360" role="img" aria-labelledby={titleId} className={className}>
      <title id={titleId}>login</title>
      <Glow cx={200} cy={180} r={175} color="#c4b5fd" opacity={0.5} />
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
      <Sparkles
        dots={[
          [58, 110, 6],
          [346, 96, 4],
          [70, 286, 4],
        ]}
        dotColor="#ddd6fe"
        pluses={[
          [332, 158, 8],
          [54, 202, 6],
        ]}
        plusOpacity={0.75}
      />
    </svg>
  );
}
