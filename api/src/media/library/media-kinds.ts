// What the media library holds: photos (turned into the site's responsive JPEG/WebP set) and PDF documents.

export const MEDIA_KINDS = ['image', 'document'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The formats an upload may be, found from its bytes (identify-media.ts). */
export type MediaFormat = 'jpeg' | 'png' | 'webp' | 'pdf';

/** The largest upload accepted. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;
