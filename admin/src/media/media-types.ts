// A media library item as the API answers it (/api/admin/media).
import type { UsingKind } from '../usage/record-link';

export type MediaLocale = 'pl' | 'en' | 'fr';
export const MEDIA_LOCALES: readonly MediaLocale[] = ['pl', 'en', 'fr'];

export interface MediaText {
  name: string | null;
  alt: string | null;
}

export interface FocalPoint {
  x: number;
  y: number;
}

export interface MediaItem {
  id: number;
  kind: 'image' | 'document';
  url: string;
  thumbnailUrl: string | null;
  originalName: string;
  size: number;
  width: number | null;
  height: number | null;
  focalPoint: FocalPoint;
  fileTypeId: number | null;
  createdAt: string;
  translations: Record<MediaLocale, MediaText>;
  usedBy: Array<{ type: Exclude<UsingKind, 'menu'>; id: number; name: string }>;
}

export interface MediaDescription {
  translations: Partial<Record<MediaLocale, Partial<MediaText>>>;
  focalPoint?: FocalPoint;
  fileTypeId?: number | null;
}

export interface FileType {
  id: number;
  name: string;
  nameEn: string | null;
}
