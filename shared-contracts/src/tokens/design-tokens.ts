// Design tokens: the one source of colour, type, spacing and breakpoints. The shell emits them as CSS custom
// properties (tokensToCss); remotes use var(--ef-...) in their CSS and these constants in code.

export const colors = {
  brand: '#199ecb',
  /** Brand colour dark enough for text on white (contrast 4.5:1). */
  brandDark: '#0f6f91',
  brandTint: '#e8f5fa',
  secondary: '#f39200',
  ink: '#1c2329',
  inkMuted: '#55616b',
  line: '#dfe4e8',
  surface: '#ffffff',
  surfaceAlt: '#f4f6f8',
  danger: '#b3261e',
  success: '#1e7b3c',
  retired: '#8a949c',
} as const;

/** Breakpoints (px), widest first (docs/behaviour.md#design-constants). */
export const breakpoints = {
  xxl: 1675,
  xl: 1500,
  lg: 1366,
  desktopMenu: 1200,
  md: 1024,
  sm: 900,
  tablet: 768,
  mobile: 640,
  xs: 480,
} as const;

export const layout = {
  /** Header height (docs/behaviour.md#header). */
  headerHeight: 90,
  /** Header counts as scrolled past this offset (docs/behaviour.md#header). */
  scrolledThreshold: 5,
  contentMaxWidth: 1320,
  /** Scroll and resize throttle (docs/behaviour.md#design-constants). */
  scrollThrottleMs: 50,
} as const;

export const fonts = {
  // 'Inter Fallback' (the shell's global.css) is a local font scaled to Inter's metrics, shown until Inter arrives.
  body: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', sans-serif",
} as const;

/** Type scale (rem), a 1.25 ratio. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5625rem',
  xxl: '1.953rem',
  display: '2.441rem',
} as const;

/** Spacing scale (rem), on a 4 px grid. */
export const space = {
  1: '0.25rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.5rem',
  6: '2rem',
  7: '3rem',
  8: '4rem',
} as const;

export const radii = { sm: '2px', md: '4px', lg: '8px' } as const;

/** All tokens as CSS custom properties on :root. */
export function tokensToCss(): string {
  const entries: Array<[string, string]> = [
    ...Object.entries(colors).map(([name, value]): [string, string] => [`color-${kebab(name)}`, value]),
    ...Object.entries(fontSizes).map(([name, value]): [string, string] => [`font-size-${name}`, value]),
    ...Object.entries(space).map(([name, value]): [string, string] => [`space-${name}`, value]),
    ...Object.entries(radii).map(([name, value]): [string, string] => [`radius-${name}`, value]),
    ['font-body', fonts.body],
    ['header-height', `${layout.headerHeight}px`],
    ['content-max-width', `${layout.contentMaxWidth}px`],
  ];
  return `:root{${entries.map(([name, value]) => `--ef-${name}:${value};`).join('')}}`;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}
