// The mechanism_list block (API-filled; docs/behaviour.md#mechanisms): every mechanism grouped by its category,
// categories in the API's order; each links to its page (the API gives the path in the page's language).
import {
  firstParagraph,
  plainText,
  type HtmlSanitizer,
  type JsonObject,
  type LoadContext,
  type Mechanism,
  type MechanismCategory,
} from '@ergoforma/shared-contracts';
import type { MechanismGroup, MechanismListContent } from '../types';

const SUMMARY_LENGTH = 140;

/** Mechanisms by category; categories without mechanisms are left out, unknown categories come last. */
export function groupMechanisms(
  categories: readonly MechanismCategory[],
  mechanisms: readonly Mechanism[],
): MechanismGroup[] {
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
      path: mechanism.path,
      image: mechanism.image ?? null,
      summary: plainText(firstParagraph(mechanism.description ?? ''), SUMMARY_LENGTH),
    });
  }
  return [...groups.values()].filter((group) => group.mechanisms.length > 0);
}

export async function loadMechanismList(
  content: JsonObject | null | undefined,
  _sanitizeHtml: HtmlSanitizer,
  context: LoadContext,
): Promise<MechanismListContent> {
  const [categories, mechanisms] = await Promise.all([
    context.api.services.mechanismCategories.list({ pagination: false }),
    context.api.services.mechanisms.list({ pagination: false }),
  ]);
  return {
    title: typeof content?.title === 'string' ? content.title : '',
    groups: groupMechanisms(categories.member, mechanisms.member),
  };
}
