// Downloadable product files (manifest kind 'pdf': assembly instructions, certificates, cards): a title and
// text lines on the branded A4 page, in DejaVu Sans, so 'Instrukcja montażu' prints as written.
import { createBrandedDocument, finishDocument, FONT, TEXT_COLOR } from './pdf-document';

export interface PdfDocument {
  title: string;
  lines: string[];
}

/** Files are not tied to a publication date; a fixed one keeps their bytes (and sizes) reproducible. */
const FILE_DATE = new Date('2025-01-01T00:00:00Z');

export async function renderPdf(document: PdfDocument): Promise<Buffer> {
  const doc = createBrandedDocument({ title: document.title, date: FILE_DATE, lang: 'pl', kicker: document.title });
  doc.font(FONT.bold).fontSize(20).fillColor(TEXT_COLOR).text(document.title);
  doc.moveDown(0.8);
  doc.font(FONT.regular).fontSize(11).fillColor(TEXT_COLOR);
  for (const line of document.lines) doc.text(line, { lineGap: 4 });
  return finishDocument(doc, (page, pages) => `${page} / ${pages}`);
}
