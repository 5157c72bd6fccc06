// The branded A4 document every generated PDF shares (product files and product data sheets): DejaVu Sans
// embedded (subset) so every Polish and French letter prints, the #199ecb header bar with the brand name,
// and a footer with the site address and "page / pages". Deterministic: the same content and date give the
// same bytes (pdfkit derives the file ID from the info dictionary), so sizes and ETags are stable.
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { BRAND_ACCENT } from './svg';

export const BRAND_NAME = 'Ergoforma';
export const SITE_ADDRESS = 'www.ergoforma.pl';
export const TEXT_COLOR = '#22282d';
export const MUTED_COLOR = '#5f6b75';
export const RULE_COLOR = '#d5dadf';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
export const FONT = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

export const PAGE_MARGIN = 50;
const HEADER_HEIGHT = 64;
/** Room kept free at the bottom of every page for the footer. */
const FOOTER_HEIGHT = 40;

export interface BrandedDocumentOptions {
  title: string;
  /** Written into the PDF info (and its file ID): a fixed date keeps the bytes reproducible. */
  date: Date;
  /** Document language, e.g. 'pl'. */
  lang: string;
  /** Small line under the brand name in the header bar (e.g. 'Karta produktu'). */
  kicker: string;
}

export type BrandedDocument = PDFKit.PDFDocument;

function drawHeader(doc: BrandedDocument, kicker: string): void {
  const { width } = doc.page;
  doc.save().rect(0, 0, width, HEADER_HEIGHT).fill(BRAND_ACCENT).restore();
  doc.font(FONT.bold).fontSize(20).fillColor('#ffffff').text(BRAND_NAME, PAGE_MARGIN, 21, { lineBreak: false });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor('#ffffff')
    .text(kicker, PAGE_MARGIN, 28, { width: width - 2 * PAGE_MARGIN, align: 'right', lineBreak: false });
  // Writing the header moved the cursor: the page's content starts at the top margin.
  doc.fillColor(TEXT_COLOR);
  doc.x = PAGE_MARGIN;
  doc.y = doc.page.margins.top;
}

/** An A4 document with the fonts registered and the header on every page; the cursor is below the header. */
export function createBrandedDocument(options: BrandedDocumentOptions): BrandedDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: HEADER_HEIGHT + 30, bottom: PAGE_MARGIN + FOOTER_HEIGHT, left: PAGE_MARGIN, right: PAGE_MARGIN },
    bufferPages: true,
    lang: options.lang,
    displayTitle: true,
    info: {
      Title: options.title,
      Author: BRAND_NAME,
      Creator: BRAND_NAME,
      Producer: `${BRAND_NAME} API`,
      CreationDate: options.date,
    },
  });
  doc.registerFont(FONT.regular, path.join(FONT_DIR, 'DejaVuSans.ttf'));
  doc.registerFont(FONT.bold, path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));
  drawHeader(doc, options.kicker);
  doc.on('pageAdded', () => drawHeader(doc, options.kicker));
  doc.font(FONT.regular).fontSize(10).fillColor(TEXT_COLOR);
  return doc;
}

/** Footer on every page, then the finished file's bytes. */
export function finishDocument(
  doc: BrandedDocument,
  pageLabel: (page: number, pages: number) => string,
): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    const y = height - PAGE_MARGIN - 12;
    // The footer sits inside the bottom margin; without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .save()
      .moveTo(PAGE_MARGIN, y - 10)
      .lineTo(width - PAGE_MARGIN, y - 10)
      .lineWidth(0.5)
      .stroke(RULE_COLOR)
      .restore();
    doc.font(FONT.regular).fontSize(8).fillColor(MUTED_COLOR);
    doc.text(`${BRAND_NAME} · ${SITE_ADDRESS}`, PAGE_MARGIN, y, { lineBreak: false });
    doc.text(pageLabel(index + 1, count), PAGE_MARGIN, y, {
      width: width - 2 * PAGE_MARGIN,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
