/**
 * A tooth crown on an implant screw, drawn in white on a 40×40 grid. `threadColor` paints the
 * screw threads in the colour behind the glyph.
 */
export function ImplantGlyph({ threadColor }: { threadColor: string }) {
  return (
    <g>
      <path
        d="M12 8.5c2.6-1.8 5.3-1.4 8 0 2.7-1.4 5.4-1.8 8 0 1.9 1.4 1.7 4.6-.4 7.5H12.4c-2.1-2.9-2.3-6.1-.4-7.5z"
        fill="#fff"
      />
      <rect x="17" y="17" width="6" height="2.6" rx="0.8" fill="#fff" opacity="0.85" />
      <path d="M15.2 20.8h9.6l-1.1 10.4L20 34.5l-3.7-3.3z" fill="#fff" opacity="0.92" />
      <path
        d="M15.4 23.6h9.2M15.7 26.6h8.6M16 29.6h8"
        stroke={threadColor}
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </g>
  );
}
