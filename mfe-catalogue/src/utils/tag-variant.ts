// SPEC §2 Product page: tags named 'wycofany' are styled grey and 'Polecany' with the secondary style.
import type { ProductTag } from '@ergoforma/shared-contracts';

export type TagVariant = 'retired' | 'recommended' | 'default';

// The slug is the same in every language; names are the fallback when a tag has no slug.
const RETIRED = { slug: 'wycofany', names: ['wycofany', 'discontinued', 'retiré', 'retire'] };
const RECOMMENDED = { slug: 'polecany', names: ['polecany', 'recommended', 'recommandé', 'recommande'] };

function matches(tag: ProductTag, rule: { slug: string; names: string[] }): boolean {
  if (tag.slug) return tag.slug.toLowerCase() === rule.slug;
  return rule.names.includes(tag.name.trim().toLowerCase());
}

export function tagVariant(tag: ProductTag): TagVariant {
  if (matches(tag, RETIRED)) return 'retired';
  if (matches(tag, RECOMMENDED)) return 'recommended';
  return 'default';
}
