import { useId } from 'react';

type GlowProps = { cx: number; cy: number; r: number; color: string; opacity: number };

/** A soft disc of `color` fading out from its centre, behind an illustration. */
export function Glow({ cx, cy, r, color, opacity }: GlowProps) {
  const gradientId = useId();
  return (
    <>
      <defs>
        <radialGradient id={gradientId}>
          <stop offset="0" stopColor={color} stopOpacity={opacity} />
          <stop offset="1" stopColor={color} stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx={cx} cy={cy} r={r} fill={`url(#${gradientId})`} />
    </>
  );
}

type SparklesProps = {
  /** Dots as [cx, cy, r]. */
  dots: [number, number, number][];
  dotColor: string;
  /** White plus signs as [x, y, arm]: centred on (x, y), reaching `arm` each way. */
  pluses: [number, number, number][];
  plusOpacity: number;
};

/** Dots and plus signs scattered around an illustration. */
export function Sparkles({ dots, dotColor, pluses, plusOpacity }: SparklesProps) {
  return (
    <>
      <g fill={dotColor}>
        {dots.map(([cx, cy, r]) => (
          <circle key={`${cx} ${cy}`} cx={cx} cy={cy} r={r} />
        ))}
      </g>
      <g stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeOpacity={plusOpacity}>
        {pluses.map(([x, y, arm]) => (
          <path key={`${x} ${y}`} d={`M${x} ${y - arm}v${2 * arm}M${x - arm} ${y}h${2 * arm}`} />
        ))}
      </g>
    </>
  );
}
