// The Ergoforma wordmark: a brand-blue square mark and the name, in the current text colour (white on dark).
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 146 32" width="146" height="32" aria-hidden="true" focusable="false">
      <rect x="0" y="6" width="20" height="20" rx="3" fill="#199ecb" />
      <path
        d="M6.5 10.5v9.5h8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="29"
        y="23"
        textLength="116"
        lengthAdjust="spacingAndGlyphs"
        fontFamily="Inter, system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.3"
        fill="currentColor"
      >
        ergoforma
      </text>
    </svg>
  );
}
