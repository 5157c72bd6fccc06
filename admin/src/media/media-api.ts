// The media library's calls beyond react-admin's data provider: the upload (multipart: the file and its
// description as JSON) and the catalogue's file types for a PDF.
import { adminFetch } from '../api/admin-fetch';
import type { FileType, MediaDescription, MediaItem } from './media-types';

export async function uploadMedia(file: File, description: MediaDescription): Promise<MediaItem> {
  const form = new FormData();
  form.append('description', JSON.stringify(description));
  form.append('file', file, file.name);
  return (await adminFetch<MediaItem>('/media', { method: 'POST', body: form })).body;
}

export async function fileTypes(): Promise<FileType[]> {
  return (await adminFetch<FileType[]>('/media/file-types')).body;
}
