// Product tabs (docs/behaviour.md#product-tabs): which tab opens first, and which tabs cannot be selected.
import type { ProductTabType } from '@ergoforma/shared-contracts';

export interface TabDescriptor<T extends string = ProductTabType> {
  type: T;
  disabled: boolean;
}

/** HTML that shows nothing: no text and no media or table. */
export function isEmptyHtml(html: string): boolean {
  if (/<(img|picture|table|iframe|video|svg|object)\b/i.test(html)) return false;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() === ''
  );
}

/**
 * A tab with nothing to show is disabled. The files tab never is: without files it shows the 'no files' empty
 * state (docs/behaviour.md#product-tabs); the patterns tab shows its swatches even without text.
 */
export function isTabDisabled(type: ProductTabType, content: string, extras: { patternCollections: number }): boolean {
  if (type === 'product_files') return false;
  if (type === 'product_patterns' && extras.patternCollections > 0) return false;
  return isEmptyHtml(content);
}

/** Initial tab: the one the fragment names, else the default hash, else the first (enabled) tab. */
export function initialTab<T extends string>(
  tabs: readonly TabDescriptor<T>[],
  fragment: string,
  defaultHash?: string,
): T | undefined {
  const enabled = tabs.filter((tab) => !tab.disabled).map((tab) => tab.type);
  const named = (name: string | undefined) => enabled.find((type) => type === name);
  return named(fragment) ?? named(defaultHash) ?? enabled[0];
}

/** The fragment without '#', decoded; '' when it is malformed. */
export function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
