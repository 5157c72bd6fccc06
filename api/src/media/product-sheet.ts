// The product data sheet ('product-card-{name}.pdf'; docs/behaviour.md#data-sheet-download): one or two A4 pages in the
// visitor's language with the name, category, main image, short description, sizes and technical data, logistics and
// fabric collections with colour swatches.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Locale, PatternCollection, Product, ProductBlock, ProductTabType } from '@ergoforma/shared-contracts';
import { htmlToBlocks, type TextBlock, type TextRun } from './html-to-text';
import {
  createBrandedDocument,
  finishDocument,
  FONT,
  MUTED_COLOR,
  PAGE_MARGIN,
  RULE_COLOR,
  TEXT_COLOR,
  type BrandedDocument,
} from './pdf-document';
import { variantPath } from './responsive';
import { BRAND_ACCENT } from './svg';

const LABELS: Record<
  Locale,
  { kicker: string; category: string; fabrics: string; page: (page: number, pages: number) => string }
> = {
  pl: {
    kicker: 'Karta produktu',
    category: 'Kategoria',
    fabrics: 'Kolekcje tkanin',
    page: (page, pages) => `Strona ${page} z ${pages}`,
  },
  en: {
    kicker: 'Product data sheet',
    category: 'Category',
    fabrics: 'Fabric collections',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  fr: {
    kicker: 'Fiche produit',
    category: 'Catégorie',
    fabrics: 'Collections de tissus',
    page: (page, pages) => `Page ${page} sur ${pages}`,
  },
};

/** Tabs printed as tables, in this order. */
const TABLE_TABS: readonly ProductTabType[] = ['product_sizes', 'product_data', 'product_logistic'];
const IMAGE_SIZE = 220;
/** The copy of the main image embedded: sharp enough at 220 pt, a fraction of the full-size bytes. */
const EMBEDDED_IMAGE_WIDTH = 800;

/** The generated JPEG behind a '/media/...jpg' URL, preferring the 800 px copy; null if there is none. */
async function mainImageFile(product: Product, mediaDir: string): Promise<string | null> {
  const url = product.images[0]?.image.url;
  if (!url || !/^\/media\/[a-z0-9/_-]+\.jpg$/.test(url)) return null;
  const root = path.resolve(mediaDir);
  for (const candidate of [variantPath(url, 'jpg', EMBEDDED_IMAGE_WIDTH), url]) {
    const file = path.resolve(root, candidate.slice('/media/'.length));
    if (!file.startsWith(root + path.sep)) continue;
    if ((await stat(file).catch(() => null))?.isFile()) return file;
  }
  return null;
}

function contentWidth(doc: BrandedDocument): number {
  return doc.page.width - 2 * PAGE_MARGIN;
}

/** Starts a new page unless `height` more points fit above the footer. */
function keepRoom(doc: BrandedDocument, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function sectionTitle(doc: BrandedDocument, title: string): void {
  keepRoom(doc, 60);
  doc.moveDown(0.8);
  doc.font(FONT.bold).fontSize(12).fillColor(TEXT_COLOR).text(title, PAGE_MARGIN, doc.y);
  const y = doc.y + 2;
  doc
    .save()
    .moveTo(PAGE_MARGIN, y)
    .lineTo(PAGE_MARGIN + 36, y)
    .lineWidth(2)
    .stroke(BRAND_ACCENT)
    .restore();
  doc.y = y + 8;
}

function writeRuns(doc: BrandedDocument, runs: readonly TextRun[], x: number, width: number, prefix = ''): void {
  runs.forEach((run, index) => {
    const last = index === runs.length - 1;
    doc
      .font(run.bold ? FONT.bold : FONT.regular)
      .text(index === 0 ? prefix + run.text : run.text, index === 0 ? x : undefined, undefined, {
        width,
        continued: !last,
        lineGap: 2,
      });
  });
}

/** Paragraphs and list items at (x, current y), `width` wide. */
function writeText(doc: BrandedDocument, blocks: readonly TextBlock[], x: number, width: number): void {
  doc.fontSize(10).fillColor(TEXT_COLOR);
  for (const block of blocks) {
    if (block.kind === 'paragraph') writeRuns(doc, block.runs, x, width);
    else if (block.kind === 'item') writeRuns(doc, block.runs, x + 10, width - 10, '• ');
    else continue;
    doc.moveDown(0.4);
  }
}

/** Table rows of a block as label / value lines with a hairline between them. */
function writeRows(doc: BrandedDocument, blocks: readonly TextBlock[]): void {
  const width = contentWidth(doc);
  const labelWidth = width * 0.42;
  const valueWidth = width - labelWidth - 10;
  for (const block of blocks) {
    if (block.kind !== 'row') continue;
    const [label = '', ...values] = block.cells;
    const value = values.join(' · ');
    doc.fontSize(9.5);
    const height = Math.max(
      doc.font(FONT.regular).heightOfString(label, { width: labelWidth }),
      doc.font(FONT.bold).heightOfString(value, { width: valueWidth }),
    );
    keepRoom(doc, height + 8);
    const y = doc.y + 3;
    doc.font(FONT.regular).fillColor(MUTED_COLOR).text(label, PAGE_MARGIN, y, { width: labelWidth });
    doc
      .font(FONT.bold)
      .fillColor(TEXT_COLOR)
      .text(value, PAGE_MARGIN + labelWidth + 10, y, { width: valueWidth });
    const bottom = y + height + 3;
    doc
      .save()
      .moveTo(PAGE_MARGIN, bottom)
      .lineTo(PAGE_MARGIN + width, bottom)
      .lineWidth(0.5)
      .stroke(RULE_COLOR)
      .restore();
    doc.y = bottom;
  }
  doc.x = PAGE_MARGIN;
}

/** Each collection's name, then its patterns in three columns: swatch, name and code. */
function writeCollections(doc: BrandedDocument, collections: readonly PatternCollection[]): void {
  const columnWidth = contentWidth(doc) / 3;
  for (const collection of collections) {
    keepRoom(doc, 40);
    doc.moveDown(0.3);
    doc.font(FONT.bold).fontSize(10).fillColor(TEXT_COLOR).text(collection.name, PAGE_MARGIN, doc.y);
    doc.moveDown(0.3);
    collection.patterns.forEach((pattern, index) => {
      const column = index % 3;
      if (column === 0) keepRoom(doc, 22);
      const rowTop = column === 0 ? doc.y : doc.y - 18;
      const x = PAGE_MARGIN + column * columnWidth;
      doc
        .save()
        .roundedRect(x, rowTop, 14, 14, 2)
        .fillAndStroke(/^#[0-9a-f]{6}$/i.test(pattern.color) ? pattern.color : '#cccccc', RULE_COLOR)
        .restore();
      doc
        .font(FONT.regular)
        .fontSize(8.5)
        .fillColor(TEXT_COLOR)
        .text(`${pattern.name} (${pattern.code})`, x + 20, rowTop + 2, {
          width: columnWidth - 24,
          lineBreak: false,
          ellipsis: true,
        });
      doc.y = rowTop + 18;
    });
  }
  doc.x = PAGE_MARGIN;
}

const blocksOfType = (product: Product, type: ProductTabType): ProductBlock[] =>
  product.blocks.filter((block) => block.type === type);

export async function renderProductSheet(product: Product, locale: Locale, mediaDir: string): Promise<Buffer> {
  const labels = LABELS[locale];
  const doc = createBrandedDocument({
    title: `${product.name} – ${labels.kicker}`,
    date: new Date(product.published),
    lang: locale,
    kicker: labels.kicker,
  });
  const width = contentWidth(doc);

  doc.font(FONT.bold).fontSize(24).fillColor(TEXT_COLOR).text(product.name, PAGE_MARGIN, doc.y, { width });
  doc
    .font(FONT.regular)
    .fontSize(10)
    .fillColor(MUTED_COLOR)
    .text(`${labels.category}: ${product.category.name}`, { width });
  doc.moveDown(1);

  const top = doc.y;
  const image = await mainImageFile(product, mediaDir);
  const textX = image ? PAGE_MARGIN + IMAGE_SIZE + 20 : PAGE_MARGIN;
  if (image) doc.image(image, PAGE_MARGIN, top, { fit: [IMAGE_SIZE, IMAGE_SIZE], align: 'center', valign: 'center' });
  doc.y = top;
  writeText(doc, htmlToBlocks(product.shortDescription), textX, PAGE_MARGIN + width - textX);
  doc.y = Math.max(doc.y, image ? top + IMAGE_SIZE : top);
  doc.x = PAGE_MARGIN;

  for (const type of TABLE_TABS) {
    for (const block of blocksOfType(product, type)) {
      const content = htmlToBlocks(block.content);
      if (!content.some((item) => item.kind === 'row')) continue;
      sectionTitle(doc, block.name);
      writeRows(doc, content);
    }
  }

  const collections = product.patternCollections.filter((collection) => collection.patterns.length > 0);
  if (collections.length > 0) {
    sectionTitle(doc, blocksOfType(product, 'product_patterns')[0]?.name ?? labels.fabrics);
    writeCollections(doc, collections);
  }
  return finishDocument(doc, labels.page);
}
