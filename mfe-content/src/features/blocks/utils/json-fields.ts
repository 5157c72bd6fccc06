// Readers for the untyped JSON content of block types the API contract leaves open (JsonObject): each keeps only
// well-formed values, so a malformed field costs that field, never the page.
import type { Image, JsonObject, JsonValue } from '@ergoforma/shared-contracts';

export type JsonRecord = Record<string, JsonValue | undefined>;

export function record(value: JsonValue | JsonObject | null | undefined): JsonRecord {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

export function text(value: JsonValue | undefined): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

export function list(value: JsonValue | undefined): JsonValue[] {
  return Array.isArray(value) ? value : [];
}

export function numberIn(value: JsonValue | undefined, min: number, max: number): number | null {
  const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? Math.min(max, Math.max(min, number)) : null;
}

/** An API image: url, width and height are required (no layout shift without them). */
export function image(value: JsonValue | undefined): Image | null {
  const source = record(value);
  const url = text(source.url);
  const width = numberIn(source.width, 1, 10000);
  const height = numberIn(source.height, 1, 10000);
  if (!url || width === null || height === null) return null;
  const sources = list(source.sources)
    .map(record)
    .filter((entry) => text(entry.type) && text(entry.srcset))
    .map((entry) => ({ type: text(entry.type), srcset: text(entry.srcset) }));
  return { url, alt: text(source.alt), width, height, sources };
}
