// The mechanism_details block: the mechanism of the page's {slug}; nothing on a page without one.
import type { BlockProps } from '../../blocks/types';
import { MechanismArticle } from './mechanism-article';

export function MechanismDetailsBlock({ content, headingLevel }: BlockProps<'mechanism_details'>) {
  if (!content.mechanism) return null;
  return <MechanismArticle mechanism={content.mechanism} headingLevel={headingLevel} />;
}
