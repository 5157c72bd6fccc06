// A minimal one-page PDF (placeholder documents for product files until real ones exist). Standard fonts
// only cover Latin-1, so the text is transliterated to ASCII ('Instrukcja montażu' -> 'Instrukcja montazu').

const ASCII_FOLDS: Record<string, string> = { ł: 'l', Ł: 'L', đ: 'd', Đ: 'D', ø: 'o', Ø: 'O', ß: 'ss', æ: 'ae', Æ: 'AE', œ: 'oe', Œ: 'OE' };

export function toAscii(text: string): string {
  return [...text]
    .map((char) => ASCII_FOLDS[char] ?? char.normalize('NFD').replace(/\p{M}+/gu, ''))
    .join('')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '?');
}

const pdfString = (text: string): string => `(${toAscii(text).replace(/[\\()]/g, (c) => `\\${c}`)})`;

export interface PdfDocument {
  title: string;
  lines: string[];
}

/** Bytes of a valid single-page A4 PDF with a title, text lines and the brand accent bar. */
export function renderPdf(document: PdfDocument): Buffer {
  const content = [
    '0.098 0.62 0.796 rg 0 800 595 42 re f',
    'BT /F1 20 Tf 0 0 0 rg 56 740 Td',
    `${pdfString(document.title)} Tj`,
    '/F2 11 Tf 0 -36 Td 16 TL',
    ...document.lines.map((line) => `${pdfString(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title ${pdfString(document.title)} /Producer (Ergoforma API) >>`,
  ];
  let output = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  output += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(output, 'latin1');
}
