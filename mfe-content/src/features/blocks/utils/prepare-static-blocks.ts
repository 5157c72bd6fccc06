// Preparers of the block types whose content the page carries in full (docs/behaviour.md#content-blocks; shapes in
// api/fixtures/README.md): every HTML field through the sanitiser, malformed entries left out.
import type { HtmlSanitizer, JsonObject } from '@ergoforma/shared-contracts';
import type { BasicBlockContent, ChairPoint, DownloadFile } from '../types';
import { image, list, numberIn, record, text, type JsonRecord } from './json-fields';

type Content = JsonObject | null | undefined;

function downloadFile(value: JsonRecord): DownloadFile | null {
  const url = text(value.url);
  const name = text(value.name);
  if (!url || !name) return null;
  // The format shown beside the name: as given, else from the file's extension.
  const format = text(value.format) || (url.match(/\.([a-z0-9]+)$/i)?.[1] ?? '').toUpperCase();
  return { name, url, format };
}

export function prepareChair(content: Content, sanitizeHtml: HtmlSanitizer): BasicBlockContent['chair'] {
  const source = record(content);
  const points: ChairPoint[] = [];
  for (const entry of list(source.points).map(record)) {
    const label = text(entry.label);
    const x = numberIn(entry.x, 0, 100);
    const y = numberIn(entry.y, 0, 100);
    if (!label || x === null || y === null) continue;
    points.push({
      id: text(entry.id) || `point-${points.length + 1}`,
      x,
      y,
      label,
      html: sanitizeHtml(text(entry.html)),
    });
  }
  return { title: text(source.title), image: image(source.image), points };
}

export function prepareDownload(content: Content, sanitizeHtml: HtmlSanitizer): BasicBlockContent['download'] {
  const source = record(content);
  return { title: text(source.title), html: sanitizeHtml(text(source.html)), file: downloadFile(record(source.file)) };
}

export function prepareDownloads(content: Content): BasicBlockContent['downloads'] {
  const source = record(content);
  const files = list(source.files)
    .map((entry) => downloadFile(record(entry)))
    .filter((file): file is DownloadFile => file !== null);
  return { title: text(source.title), files };
}

export function prepareSlider(content: Content): BasicBlockContent['slider'] {
  const source = record(content);
  return {
    title: text(source.title),
    images: list(source.images)
      .map(image)
      .filter((entry) => entry !== null),
  };
}

export function prepareTabsOfData(content: Content, sanitizeHtml: HtmlSanitizer): BasicBlockContent['tabs_of_data'] {
  const source = record(content);
  const tabs = list(source.tabs)
    .map(record)
    .filter((tab) => text(tab.name))
    .map((tab) => ({ name: text(tab.name), html: sanitizeHtml(text(tab.html)) }));
  return { title: text(source.title), tabs };
}

export function prepareDefaultContent(
  content: Content,
  sanitizeHtml: HtmlSanitizer,
): BasicBlockContent['default_content'] {
  const source = record(content);
  return { title: text(source.title), html: sanitizeHtml(text(source.html)) };
}

export function preparePatterns(content: Content, sanitizeHtml: HtmlSanitizer): BasicBlockContent['patterns'] {
  const source = record(content);
  return { title: text(source.title), html: sanitizeHtml(text(source.html)) };
}

export function prepareLogistics(content: Content): BasicBlockContent['logistics'] {
  const source = record(content);
  const rows = list(source.rows)
    .map(record)
    .filter((row) => text(row.label))
    .map((row) => ({ label: text(row.label), value: text(row.value) }));
  return { title: text(source.title), rows };
}

export function prepareSizes(content: Content, sanitizeHtml: HtmlSanitizer): BasicBlockContent['sizes'] {
  const source = record(content);
  const table = record(source.table);
  const head = list(table.head).map(text);
  const rows = list(table.rows)
    .filter(Array.isArray)
    .map((row) => list(row).map(text));
  return { title: text(source.title), html: sanitizeHtml(text(source.html)), table: { head, rows } };
}

export function prepareTimeline(content: Content): BasicBlockContent['timeline'] {
  const source = record(content);
  const items = list(source.items)
    .map(record)
    .filter((item) => text(item.year) && text(item.text))
    .map((item) => ({ year: text(item.year), text: text(item.text) }));
  return { title: text(source.title), items };
}
