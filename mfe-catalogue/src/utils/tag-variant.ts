// Product tags (docs/behaviour.md#product-tags): tags named 'wycofany' are styled grey and 'Polecany' with the
// secondary style.
import type { ProductTag } from '@ergoforma/shared-contracts';

export type TagVariant = 'retired' | 'recommended' | 'default';

// The same tags in every language (the API translates names and slugs). A slug decides; the name is the
// fallback when a tag has no slug.
const RETIRED = {
  slugs: ['wycofany', 'discontinued', 'retire'],
  names: ['wycofany', 'discontinued', 'retiré', 'retire'],
};
const RECOMMENDED = {
  slugs: ['polecany', 'recommended', 'recommande'],
  names: ['polecany', 'recommended', 'recommandé', 'recommande'],
};

function matches(tag: ProductTag, rule: { slugs: string[]; names: string[] }): boolean {
  if (tag.slug) return rule.slugs.includes(tag.slug.toLowerCase());
  return rule.names.includes(tag.name.trim().toLowerCase());
}

export function tagVariant(tag: ProductTag): TagVariant {
  if (matches(tag, RETIRED)) return 'retired';
  if (matches(tag, RECOMMENDED)) return 'recommended';
  return 'default';
}
