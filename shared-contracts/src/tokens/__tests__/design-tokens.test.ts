import { breakpoints, colors, layout, tokensToCss } from '../design-tokens';

describe('design tokens', () => {
  it('uses the brand colour #199ecb', () => {
    expect(colors.brand).toBe('#199ecb');
  });

  it('has the breakpoints, widest first', () => {
    expect(Object.values(breakpoints)).toEqual([1675, 1500, 1366, 1200, 1024, 900, 768, 640, 480]);
  });

  it('the desktop menu applies from 1200 px', () => {
    expect(breakpoints.desktopMenu).toBe(1200);
  });

  it('has the header height, scrolled threshold and throttle', () => {
    expect(layout.headerHeight).toBe(90);
    expect(layout.scrolledThreshold).toBe(5);
    expect(layout.scrollThrottleMs).toBe(50);
  });

  it('every colour is a six-digit hex value', () => {
    for (const value of Object.values(colors)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('tokensToCss', () => {
  const css = tokensToCss();

  function declarations(text: string): Record<string, string> {
    const body = /^:root\{(.*)\}$/.exec(text);
    expect(body).not.toBeNull();
    return Object.fromEntries(
      (body?.[1] ?? '')
        .split(';')
        .filter(Boolean)
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [declaration.slice(0, colon), declaration.slice(colon + 1)];
        }),
    );
  }

  it('emits the tokens as --ef- custom properties on :root', () => {
    const props = declarations(css);
    expect(props['--ef-color-brand']).toBe('#199ecb');
    expect(props['--ef-header-height']).toBe('90px');
    expect(Object.keys(props).every((name) => name.startsWith('--ef-'))).toBe(true);
  });

  it('emits every colour in kebab case', () => {
    const props = declarations(css);
    expect(props['--ef-color-brand-dark']).toBe(colors.brandDark);
    expect(props['--ef-color-surface-alt']).toBe(colors.surfaceAlt);
    for (const value of Object.values(colors)) expect(Object.values(props)).toContain(value);
  });

  it('emits type, spacing, radii, font and width tokens', () => {
    const props = declarations(css);
    expect(props['--ef-font-size-md']).toBe('1rem');
    expect(props['--ef-space-4']).toBe('1rem');
    expect(props['--ef-radius-md']).toBe('4px');
    expect(props['--ef-font-body']).toContain('sans-serif');
    expect(props['--ef-content-max-width']).toBe(`${layout.contentMaxWidth}px`);
  });

  it('is valid CSS that a stylesheet can apply', () => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.appendChild(style);
    const rule = style.sheet?.cssRules[0] as CSSStyleRule | undefined;
    expect(rule?.selectorText).toBe(':root');
    expect(rule?.style.getPropertyValue('--ef-color-brand').trim()).toBe('#199ecb');
    style.remove();
  });
});
