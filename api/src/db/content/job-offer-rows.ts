// What both engines share about job offers: the columns a query selects and their mapping to a JobOffer.
import type { JobOffer } from '@ergoforma/shared-contracts';
import { translated as text } from './translated-sql';
import { untranslatedColumns, untranslatedFields, type UntranslatedFlags } from './untranslated';

const TRANSLATED = {
  title: 'title',
  location: 'location',
  employment_type: 'employmentType',
  description: 'description',
} as const;

export interface JobOfferRow extends UntranslatedFlags<keyof typeof TRANSLATED> {
  id: number;
  title: string;
  slug: string;
  location: string;
  employment_type: string;
  description: string;
  published: string;
}

/** The columns of an offer `j` in the query's language (`t`), falling back to Polish (`d`). */
export const JOB_OFFER_COLUMNS = `j.id, ${text('title')} AS title, ${text('slug')} AS slug,
  ${text('location')} AS location, ${text('employment_type')} AS employment_type, ${text('description')} AS description,
  j.published, ${untranslatedColumns(Object.keys(TRANSLATED))}`;

export function toJobOffer(row: JobOfferRow): JobOffer {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    location: row.location,
    employmentType: row.employment_type,
    description: row.description,
    untranslated: untranslatedFields(row, TRANSLATED),
    published: row.published,
  };
}
