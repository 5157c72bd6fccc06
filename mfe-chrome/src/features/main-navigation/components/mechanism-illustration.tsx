// Shown in the mechanisms column when its menu item has no image: two meshing gears and a tilt lever, drawn
// inline (a remote ships no asset files). Decorative: the promo's text says what it is.
export function MechanismIllustration({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 300 200" width="300" height="200" aria-hidden="true" focusable="false">
      <rect width="300" height="200" fill="#eef2f5" />
      <circle cx="236" cy="38" r="64" fill="#e1eef4" />
      <g fill="none" stroke="#55616b" strokeWidth="16" strokeDasharray="12 9">
        <circle cx="118" cy="104" r="44" />
      </g>
      <circle cx="118" cy="104" r="36" fill="#55616b" />
      <circle cx="118" cy="104" r="12" fill="#eef2f5" />
      <g fill="none" stroke="#8a949c" strokeWidth="11" strokeDasharray="8.5 6.5">
        <circle cx="190" cy="78" r="28" />
      </g>
      <circle cx="190" cy="78" r="22" fill="#8a949c" />
      <circle cx="190" cy="78" r="7" fill="#eef2f5" />
      <path d="M150 150 L262 172" stroke="#199ecb" strokeWidth="12" strokeLinecap="round" />
      <circle cx="150" cy="150" r="9" fill="#0f6f91" />
    </svg>
  );
}
