// The site's one chevron (sliders' previous/next, tab lists, menus, expandable rows). Decorative: the control that
// holds it carries the label.
const PATHS = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' } as const;

export interface ChevronIconProps {
  direction: keyof typeof PATHS;
  /** Width and height in px. */
  size?: number;
  className?: string;
}

export function ChevronIcon({ direction, size = 24, className }: ChevronIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
