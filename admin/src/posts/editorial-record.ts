// News posts, realizations, mechanisms and mechanism categories as the API takes them (the content's fixture
// format) from their forms: a language's text left empty is no text in that language (Polish: null where the field
// may be empty), rich texts keep only the HTML the site keeps, and photos chosen from the media library become the
// record's pictures (their address and size, their alt texts where the form has none).
import type { Identifier } from 'react-admin';
import { adminFetch } from '../api/admin-fetch';
import type { MediaItem, MediaLocale } from '../media/media-types';
import { cleanHtml } from '../products/clean-html';
import { CONTENT_LOCALES, withoutEmptyTexts } from '../taxonomy/translations';

type Texts = Record<string, string | null | undefined>;
export type Translations = Partial<Record<MediaLocale, Texts>>;

export interface Picture {
  url: string;
  width: number;
  height: number;
}

/** The form's fields a record's API shape does not have: photos picked from the library, by id. */
interface PickedPhotos {
  /** The new picture (the last one picked wins). */
  picture?: number[];
  /** Photos added to a gallery, in order. */
  addPhotos?: number[];
}

export type PostForm = PickedPhotos & {
  id?: Identifier;
  published?: string | Date | null;
  isPublished?: boolean;
  image?: Picture | null;
  translations?: Translations;
};

export type RealizationImage = Picture & { id: number; translations: Translations };

export type RealizationForm = PickedPhotos & {
  id?: Identifier;
  position?: number;
  isPublished?: boolean;
  translations?: Translations;
  images?: RealizationImage[];
};

export type MechanismForm = PickedPhotos & {
  id?: Identifier;
  category?: number;
  position?: number;
  image?: Picture | null;
  translations?: Translations;
};

export interface MechanismCategoryForm {
  id?: Identifier;
  position?: number;
  translations?: Translations;
}

/**
 * `translations` as the API takes them: every field of `fields` in Polish (null when empty), the other languages'
 * non-empty ones; the `rich` fields cleaned.
 */
export function apiTexts(
  translations: Translations | undefined,
  fields: readonly string[],
  rich: readonly string[] = [],
) {
  const clean = withoutEmptyTexts({ translations }).translations as Record<MediaLocale, Texts>;
  const tidy = (texts: Texts) =>
    Object.fromEntries(
      Object.entries(texts).map(([field, value]) => [
        field,
        typeof value === 'string' && rich.includes(field) ? cleanHtml(value) : value,
      ]),
    );
  const result: Translations = {
    pl: tidy({ ...Object.fromEntries(fields.map((field) => [field, null])), ...clean.pl }),
  };
  for (const locale of CONTENT_LOCALES)
    if (locale !== 'pl' && Object.keys(clean[locale]).length > 0) result[locale] = tidy(clean[locale]);
  return result;
}

const mediaItem = async (id: number): Promise<MediaItem> => (await adminFetch<MediaItem>(`/media/${id}`)).body;

const pictureOf = (item: MediaItem): Picture => ({ url: item.url, width: item.width ?? 0, height: item.height ?? 0 });

/** The record's picture (a newly picked library photo, else the one it had) and its alt texts. */
async function withPicture(form: PickedPhotos & { image?: Picture | null; translations?: Translations }) {
  const picked = form.picture?.at(-1);
  if (picked === undefined) return { image: form.image ?? null, translations: form.translations };
  const item = await mediaItem(picked);
  const translations: Translations = { ...form.translations };
  for (const locale of CONTENT_LOCALES) {
    const alt = item.translations[locale].alt;
    if (alt !== null && !translations[locale]?.imageAlt)
      translations[locale] = { ...translations[locale], imageAlt: alt };
  }
  return { image: pictureOf(item), translations };
}

const isoDate = (value: string | Date | null | undefined): string =>
  (value ? new Date(value) : new Date()).toISOString();

export async function postToApi(form: PostForm) {
  const { image, translations } = await withPicture(form);
  return {
    ...(form.id === undefined ? {} : { id: Number(form.id) }),
    published: isoDate(form.published),
    isPublished: form.isPublished ?? false,
    image,
    translations: apiTexts(
      translations,
      ['title', 'slug', 'lead', 'content', 'imageAlt', 'seoTitle', 'seoDescription'],
      ['lead', 'content'],
    ),
  };
}

export async function mechanismToApi(form: MechanismForm) {
  const { image, translations } = await withPicture(form);
  return {
    ...(form.id === undefined ? {} : { id: Number(form.id) }),
    category: Number(form.category),
    position: Number(form.position ?? 0),
    image,
    translations: apiTexts(translations, ['name', 'slug', 'description', 'imageAlt'], ['description']),
  };
}

export const mechanismCategoryToApi = (form: MechanismCategoryForm) => ({
  ...(form.id === undefined ? {} : { id: Number(form.id) }),
  position: Number(form.position ?? 0),
  translations: apiTexts(form.translations, ['name', 'slug']),
});

/** The API's largest page of a list. */
const LIST_PAGE = 100;

/** The next free id of a realization's photo: photo ids are unique across all realizations, on every list page. */
async function nextPhotoId(): Promise<number> {
  let highest = 0;
  for (let page = 1; ; page += 1) {
    const { body } = await adminFetch<Array<{ images: Array<{ id: number }> }>>(
      `/realizations?perPage=${LIST_PAGE}&page=${page}`,
    );
    highest = Math.max(highest, ...body.flatMap((realization) => realization.images.map((image) => image.id)));
    if (body.length < LIST_PAGE) return highest + 1;
  }
}

/** A realization with its gallery in the form's order, then the photos added from the library. */
export async function realizationToApi(form: RealizationForm) {
  const added = await Promise.all((form.addPhotos ?? []).map(mediaItem));
  const firstId = added.length === 0 ? 0 : await nextPhotoId();
  const photos = [
    ...(form.images ?? []),
    ...added.map((item, index) => ({
      id: firstId + index,
      ...pictureOf(item),
      translations: Object.fromEntries(
        CONTENT_LOCALES.map((locale) => [
          locale,
          { alt: item.translations[locale].alt ?? (locale === 'pl' ? item.originalName : null) },
        ]),
      ),
    })),
  ];
  return {
    ...(form.id === undefined ? {} : { id: Number(form.id) }),
    position: Number(form.position ?? 0),
    // Kept as it is (the publishing panel changes it, the form has no switch): left out, it would mean published.
    ...(form.isPublished === false ? { isPublished: false } : {}),
    translations: apiTexts(form.translations, ['title', 'slug', 'lead'], ['lead']),
    images: photos.map(({ id, url, width, height, translations }) => ({
      id,
      url,
      width,
      height,
      translations: apiTexts(translations, ['alt']),
    })),
  };
}
