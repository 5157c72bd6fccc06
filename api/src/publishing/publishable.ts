// The records that can be drafted, published and unpublished (now or at a set time): their resource in the back
// office, the content kind it holds, the area of the role matrix whose staff may do it, and the site's public read of
// one record (what a preview of its draft shows). A kind joins with one line.
import type { Locale } from '@ergoforma/shared-contracts';
import type { ContentKindName, ContentService } from '../content/content-service';
import { ContentNotFoundError } from '../content/content-errors';
import type { Queries } from '../db/query/queries';
import { findPage } from '../db/repository/pages';
import { findPost } from '../db/repository/posts';
import { findProduct } from '../db/repository/products';
import type { Area } from '../staff/roles';

interface Publishable {
  kind: ContentKindName;
  access: Area;
  /** The record as the site shows it on its own page; absent: it has none (a job offer is a part of the job list, a realization of the realizations block). */
  read?(q: Queries, locale: Locale, id: number): Promise<object | null>;
}

export const PUBLISHABLE = {
  products: { kind: 'product', access: 'catalogue', read: (q, locale, id) => findProduct(q, locale, String(id)) },
  pages: { kind: 'page', access: 'content', read: (q, locale, id) => findPage(q, locale, id, { includeDrafts: true }) },
  posts: {
    kind: 'post',
    access: 'content',
    read: (q, locale, id) => findPost(q, locale, String(id), { includeDrafts: true }),
  },
  'job-offers': { kind: 'jobOffer', access: 'careers' },
  realizations: { kind: 'realization', access: 'content' },
} as const satisfies Record<string, Publishable>;

export type PublishableResource = keyof typeof PUBLISHABLE;
export const PUBLISHABLE_RESOURCES = Object.keys(PUBLISHABLE) as PublishableResource[];

export function isPublishable(resource: string): resource is PublishableResource {
  return Object.hasOwn(PUBLISHABLE, resource);
}

/** The site's read of the resource's records on their own page, if they have one. */
export function publicRead(resource: PublishableResource): Publishable['read'] {
  return (PUBLISHABLE[resource] as Publishable).read;
}

/** The resource of a kind, if it is publishable. */
export function resourceOfKind(kind: string): PublishableResource | undefined {
  return PUBLISHABLE_RESOURCES.find((resource) => PUBLISHABLE[resource].kind === kind);
}

export interface PublishChange {
  published: boolean;
  author: string;
  /** The record's version the change is made on (a 409 when it changed since); none: whatever it is now. */
  expectedVersion?: number;
  /** When unpublishing: the site path its addresses answer 301 to. */
  redirectTo?: string;
}

/** Puts the record on the site or takes it off, through the content service (a revision; the site follows). */
export async function setPublished(
  service: ContentService,
  kind: ContentKindName,
  id: number,
  change: PublishChange,
): Promise<number> {
  const record = await service.find(kind, id);
  if (record === null) throw new ContentNotFoundError(kind, id);
  const { version } = await service.update(
    kind,
    id,
    { ...record, isPublished: change.published },
    change.author,
    change.expectedVersion,
    change.published ? undefined : change.redirectTo,
  );
  return version;
}

/** What the back office shows a record as: its name or Polish title. */
export function titleOf(record: object | null): string | null {
  if (record === null) return null;
  const { name, translations } = record as { name?: unknown; translations?: { pl?: Record<string, unknown> } };
  const title = name ?? translations?.pl?.title ?? translations?.pl?.name;
  return typeof title === 'string' ? title : null;
}
