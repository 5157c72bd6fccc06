// What both engines share about news posts: the row a query returns, its columns and its mapping to a Post.
import type { Post } from '@ergoforma/shared-contracts';
import { imageOf, type MediaImageColumns } from './images';
import type { LocaleContext } from './locale-context';
import { ownLanguageSeo, translated as text } from './translated-sql';
import { untranslatedColumns, untranslatedFields, type UntranslatedFlags } from './untranslated';

/** The post's texts that may fall back to Polish, by column. */
const TRANSLATED = { title: 'title', lead: 'lead', content: 'content' } as const;

export interface PostRow extends MediaImageColumns, UntranslatedFlags<keyof typeof TRANSLATED> {
  id: number;
  title: string;
  slug: string;
  lead: string;
  content: string;
  published: string;
  seo_title: string | null;
  seo_description: string | null;
}

/** The columns of a post in the query's language (`t`), falling back to Polish (`d`), from posts `p`. */
export const POST_COLUMNS = `p.id, ${text('title')} AS title, ${text('slug')} AS slug, ${text('lead')} AS lead,
  ${text('content')} AS content, ${text('image_alt')} AS image_alt, ${ownLanguageSeo('seo_title', 'title')} AS seo_title,
  ${ownLanguageSeo('seo_description', 'title')} AS seo_description, p.published, p.image_url, p.image_width, p.image_height,
  ${untranslatedColumns(Object.keys(TRANSLATED))}`;

export function toPost(context: LocaleContext, row: PostRow, alternates: Post['alternates']): Post {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    path: context.recordPath('posts', row.slug) ?? '',
    lead: row.lead,
    content: row.content,
    image: imageOf(row),
    published: row.published,
    untranslated: untranslatedFields(row, TRANSLATED),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    alternates,
  };
}
