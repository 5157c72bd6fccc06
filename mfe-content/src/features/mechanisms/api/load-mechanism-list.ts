// The mechanism_list block (API-filled, SPEC §2 Other pages): every mechanism grouped by its category, categories
// in the API's order; each links to its page (path from the sitemap node of resolver 'mechanisms').
import type { HtmlSanitizer, JsonObject, LoadContext, Mechanism, MechanismCategory } from '@ergoforma/shared-contracts';
import { firstParagraph, plainText } from '../../detail-page/utils/plain-text';
import type { MechanismGroup, MechanismListContent } from '../types';
import { mechanismDetailPattern, mechanismPath } from '../utils/mechanism-path';

const SUMMARY_LENGTH = 140;

/** Mechanisms by category; categories without mechanisms are left out, unknown categories come last. */
export function groupMechanisms(categories: readonly MechanismCategory[], mechanisms: readonly Mechanism[], pathOf: (mechanism: Mechanism) => string): MechanismGroup[] {
  const groups = new Map<number, MechanismGroup>();
  for (const category of categories) groups.set(category.id, { category, mechanisms: [] });
  for (const mechanism of mechanisms) {
    let group = groups.get(mechanism.category.id);
    if (!group) {
      group = { category: mechanism.category, mechanisms: [] };
      groups.set(mechanism.category.id, group);
    }
    group.mechanisms.push({
      id: mechanism.id,
      name: mechanism.name,
      path: pathOf(mechanism),
      image: mechanism.image ?? null,
      summary: plainText(firstParagraph(mechanism.description ?? ''), SUMMARY_LENGTH),
    });
  }
  return [...groups.values()].filter((group) => group.mechanisms.length > 0);
}

export async function loadMechanismList(content: JsonObject | null | undefined, _sanitizeHtml: HtmlSanitizer, context: LoadContext): Promise<MechanismListContent> {
  const [categories, mechanisms, nodes] = await Promise.all([
    context.api.services.mechanismCategories.list({ pagination: false }),
    context.api.services.mechanisms.list({ pagination: false }),
    context.api.services.sitemapNodes.list().then(
      (collection) => collection.member,
      // Without the sitemap the links fall back to the list's path (mechanism-path.ts).
      () => [],
    ),
  ]);
  const pattern = mechanismDetailPattern(nodes);
  return {
    title: typeof content?.title === 'string' ? content.title : '',
    groups: groupMechanisms(categories.member, mechanisms.member, (mechanism) => mechanismPath(context.locale, pattern, mechanism.slug, context.pathname)),
  };
}
