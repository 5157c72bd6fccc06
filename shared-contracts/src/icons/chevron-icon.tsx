// The chevron every remote draws on its arrows, toggles and menus: one drawing, in the text colour, decorative (the
// control around it carries the label).
const PATHS = { left: 'M15 5l-7 7 7 7', right: 'M9 5l7 7-7 7', down: 'M5 9l7 7 7-7' } as const;

export interface ChevronIconProps {
  direction: keyof typeof PATHS;
  /** Width and height in CSS pixels (the drawing is on a 24 px grid). */
  size?: number;
  strokeWidth?: number;
  className?: string;
}

export function ChevronIcon({ direction, size = 20, strokeWidth = 2, className }: ChevronIconProps) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path
        d={PATHS[direction]}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
