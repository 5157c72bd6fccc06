// The mechanism_details block: the mechanism of the page's {slug}; nothing on a page without one.
import type { BlockProps } from '../../../utils/block-registry';
import type { MechanismDetailsContent } from '../types';
import { MechanismArticle } from './mechanism-article';

export function MechanismDetailsBlock({ content, headingLevel }: BlockProps<MechanismDetailsContent>) {
  if (!content.mechanism) return null;
  return <MechanismArticle mechanism={content.mechanism} headingLevel={headingLevel} />;
}
