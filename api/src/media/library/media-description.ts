// What a person says about an item: names and alt texts per language, the focal point of a photo, the file type
// of a document. One schema for the upload's `description` part and the edit's body; Polish is required (the alt
// text of a photo, the name of a document), English and French are optional.
import type { Locale } from '@ergoforma/shared-contracts';
import { formAjv } from '../../forms/field-validation';
import { HttpError } from '../../http/errors';
import type { MediaKind } from './media-kinds';
import type { MediaText } from './media-store';
import type { FocalPoint } from './renditions';

const text = { type: ['string', 'null'], maxLength: 300 } as const;
const texts = {
  type: 'object',
  additionalProperties: false,
  properties: { name: text, alt: text },
} as const;

export const mediaDescriptionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['translations'],
  properties: {
    translations: {
      type: 'object',
      additionalProperties: false,
      properties: { pl: texts, en: texts, fr: texts },
    },
    focalPoint: {
      type: 'object',
      additionalProperties: false,
      required: ['x', 'y'],
      properties: { x: { type: 'number', minimum: 0, maximum: 1 }, y: { type: 'number', minimum: 0, maximum: 1 } },
    },
    fileTypeId: { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 },
  },
} as const;

export interface MediaDescription {
  translations: Partial<Record<Locale, Partial<MediaText>>>;
  focalPoint?: FocalPoint;
  fileTypeId?: number | null;
}

const validate = formAjv.compile<MediaDescription>(mediaDescriptionSchema);

export interface CheckedDescription extends MediaDescription {
  translations: Partial<Record<Locale, MediaText>>;
}

/** Blank texts are no text. */
function trimmed(description: MediaDescription): CheckedDescription {
  const translations = Object.fromEntries(
    Object.entries(description.translations).map(([locale, value]) => [
      locale,
      { name: value?.name?.trim() || null, alt: value?.alt?.trim() || null },
    ]),
  );
  return { ...description, translations };
}

/** The description of an item of `kind`, checked: Polish alt text for a photo, Polish name and a type for a PDF. */
export function checkDescription(kind: MediaKind, value: unknown): CheckedDescription {
  if (!validate(value)) {
    throw new HttpError(400, `Invalid ${formAjv.errorsText(validate.errors, { dataVar: 'description' })}`);
  }
  const description = trimmed(value);
  if (kind === 'image' && !description.translations.pl?.alt)
    throw new HttpError(400, 'A photo needs its alt text in Polish (translations.pl.alt)');
  if (kind === 'document' && !description.translations.pl?.name)
    throw new HttpError(400, 'A PDF file needs its name in Polish (translations.pl.name)');
  if (kind === 'document' && description.fileTypeId == null)
    throw new HttpError(400, 'A PDF file needs its file type (fileTypeId)');
  return description;
}
