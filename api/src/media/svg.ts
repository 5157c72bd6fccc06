// Stylised illustrations drawn as SVG until product photography exists: office chairs in greys with the
// brand accent, wide banners, interiors and a mechanism drawing. Deterministic: same input, same file.

export const BRAND_ACCENT = '#199ecb';

export type ChairStyle = 'task' | 'executive' | 'mesh' | 'conference' | 'lab' | 'armchair' | 'armrest' | 'base';
export type ChairView = 'front' | 'angle' | 'detail';

export interface ChairParams {
  style: ChairStyle;
  /** Upholstery colour. */
  color: string;
  /** Frame colour (dark plastic or polished aluminium grey). */
  frame: string;
  view: ChairView;
  /** Whether the chair has armrests (ignored for armrest/base parts). */
  arms: boolean;
}

export type BannerTone = 'dark' | 'light' | 'accent';

const escapeXml = (text: string): string =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

function svgDocument(width: number, height: number, viewBox: string, title: string, body: string): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(title)}</title>`,
    body,
    '</svg>',
    '',
  ].join('\n');
}

/** Five-star base seen slightly from above, centred on (cx, floor). */
function starBase(cx: number, floor: number, frame: string, spread = 1): string {
  const legs = [
    [-270, 0],
    [-150, 40],
    [150, 40],
    [270, 0],
    [0, 25],
  ];
  const hubY = floor - 70;
  const parts = legs.map(([dx = 0, dy = 0]) => {
    const x = cx + dx * spread;
    const y = floor + dy;
    return `<path d="M${cx} ${hubY} L${x} ${y - 18}" stroke="${frame}" stroke-width="26" stroke-linecap="round"/>` +
      `<circle cx="${x}" cy="${y + 8}" r="24" fill="#1f2326"/><circle cx="${x}" cy="${y + 8}" r="9" fill="#6b7279"/>`;
  });
  return `<g>${parts.join('')}<ellipse cx="${cx}" cy="${hubY}" rx="46" ry="20" fill="${frame}"/></g>`;
}

function armPair(y: number, left: number, right: number, frame: string, pad: string): string {
  const arm = (x: number) =>
    `<rect x="${x - 12}" y="${y}" width="24" height="110" rx="8" fill="${frame}"/>` +
    `<rect x="${x - 55}" y="${y - 22}" width="110" height="28" rx="14" fill="${pad}"/>`;
  return arm(left) + arm(right);
}

function meshPattern(id: string, color: string): string {
  return `<defs><pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="18" height="18" fill="${color}" fill-opacity="0.55"/><path d="M0 0V18M9 0V18" stroke="#1f2326" stroke-opacity="0.35" stroke-width="3"/></pattern></defs>`;
}

/** The chair (or part) in a 1200 x 1200 space, floor at y = 1040. */
export function chairShape(p: ChairParams, idPrefix = 'c'): string {
  const { color, frame } = p;
  const shade = '#000000';
  const seat = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(40, h / 2)}" fill="${color}"/>` +
    `<rect x="${x + 10}" y="${y + h - 18}" width="${w - 20}" height="12" rx="6" fill="${shade}" fill-opacity="0.18"/>`;
  const accentBar = (x: number, y: number, w: number) => `<rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="${BRAND_ACCENT}"/>`;
  const column = (top: number, bottom: number) =>
    `<rect x="582" y="${top}" width="36" height="${bottom - top}" rx="6" fill="#9aa1a8"/><rect x="576" y="${bottom - 90}" width="48" height="90" rx="8" fill="#3a3f44"/>`;

  switch (p.style) {
    case 'task':
    case 'executive':
    case 'mesh': {
      const high = p.style === 'executive';
      const backTop = high ? 150 : 250;
      const back =
        p.style === 'mesh'
          ? `${meshPattern(`${idPrefix}m`, color)}<rect x="430" y="${backTop}" width="340" height="${560 - backTop}" rx="70" fill="url(#${idPrefix}m)" stroke="${frame}" stroke-width="18"/>`
          : `<rect x="${high ? 415 : 430}" y="${backTop}" width="${high ? 370 : 340}" height="${560 - backTop}" rx="80" fill="${color}"/>` +
            (high ? `<path d="M455 ${backTop + 120}H745M455 ${backTop + 230}H745" stroke="${shade}" stroke-opacity="0.15" stroke-width="6"/>` : '');
      const headrest = high ? `<rect x="480" y="70" width="240" height="70" rx="30" fill="${color}"/><rect x="590" y="130" width="20" height="30" fill="${frame}"/>` : '';
      return [
        starBase(600, 1000, frame),
        column(700, 940),
        `<rect x="520" y="655" width="160" height="45" rx="10" fill="${frame}"/>`,
        `<rect x="588" y="540" width="24" height="120" rx="8" fill="${frame}"/>`,
        back,
        headrest,
        accentBar(520, 500, 160),
        p.arms ? armPair(560, 395, 805, frame, '#2b2f33') : '',
        seat(400, 590, 400, 80),
      ].join('');
    }
    case 'conference': {
      const sled =
        `<path d="M430 660 L400 1010 H800 L770 660" fill="none" stroke="${frame}" stroke-width="22" stroke-linejoin="round"/>` +
        `<path d="M380 1012 H820" stroke="${frame}" stroke-width="14" stroke-linecap="round"/>`;
      return [
        sled,
        `<rect x="440" y="300" width="320" height="280" rx="60" fill="${color}"/>`,
        `<rect x="588" y="560" width="24" height="60" fill="${frame}"/>`,
        accentBar(540, 540, 120),
        p.arms ? `<path d="M410 560 H470 M730 560 H790" stroke="${frame}" stroke-width="22" stroke-linecap="round"/>` : '',
        seat(410, 600, 380, 70),
      ].join('');
    }
    case 'lab':
      return [
        starBase(600, 1000, frame, 1.1),
        column(560, 940),
        `<ellipse cx="600" cy="800" rx="190" ry="34" fill="none" stroke="#9aa1a8" stroke-width="16"/>`,
        `<path d="M600 800 L600 760" stroke="#9aa1a8" stroke-width="12"/>`,
        `<rect x="520" y="520" width="160" height="40" rx="10" fill="${frame}"/>`,
        `<rect x="470" y="260" width="260" height="180" rx="50" fill="${color}"/>`,
        `<rect x="588" y="420" width="24" height="110" fill="${frame}"/>`,
        accentBar(540, 405, 120),
        seat(420, 460, 360, 70),
      ].join('');
    case 'armchair':
      return [
        `<path d="M430 880 L400 1015 M770 880 L800 1015" stroke="${frame}" stroke-width="20" stroke-linecap="round"/>`,
        `<rect x="330" y="300" width="540" height="420" rx="110" fill="${color}"/>`,
        `<rect x="300" y="560" width="120" height="330" rx="50" fill="${color}"/><rect x="780" y="560" width="120" height="330" rx="50" fill="${color}"/>`,
        `<rect x="300" y="560" width="120" height="330" rx="50" fill="${shade}" fill-opacity="0.12"/><rect x="780" y="560" width="120" height="330" rx="50" fill="${shade}" fill-opacity="0.12"/>`,
        seat(390, 700, 420, 150),
        accentBar(540, 330, 120),
      ].join('');
    case 'armrest':
      return [
        `<rect x="540" y="430" width="120" height="520" rx="24" fill="${frame}"/>`,
        `<rect x="470" y="930" width="260" height="50" rx="14" fill="${frame}"/>`,
        `<rect x="330" y="330" width="540" height="110" rx="55" fill="${color}"/>`,
        `<circle cx="660" cy="560" r="26" fill="${BRAND_ACCENT}"/>`,
        `<rect x="560" y="620" width="80" height="200" rx="16" fill="#9aa1a8"/>`,
      ].join('');
    case 'base':
      return [starBase(600, 820, frame, 1.7), `<rect x="570" y="420" width="60" height="340" rx="10" fill="#9aa1a8"/>`, `<circle cx="600" cy="750" r="14" fill="${BRAND_ACCENT}"/>`].join('');
  }
}

const VIEW_BOXES: Record<ChairView, string> = { front: '0 0 1200 1200', angle: '0 0 1200 1200', detail: '300 420 600 600' };

/** A product illustration: the chair on a light studio background. */
export function chairSvg(p: ChairParams, width: number, height: number, title: string): string {
  const shape = chairShape(p);
  const body =
    p.view === 'angle' ? `<g transform="translate(600 0) scale(0.82 1) skewY(-5) translate(-600 60)">${shape}</g>` : shape;
  const background =
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f8f9"/><stop offset="1" stop-color="#e4e7ea"/></linearGradient></defs>' +
    '<rect width="1200" height="1200" fill="url(#bg)"/><ellipse cx="600" cy="1050" rx="380" ry="40" fill="#000" fill-opacity="0.08"/>';
  return svgDocument(width, height, VIEW_BOXES[p.view], title, background + body);
}

/** A wide banner: calm gradient, accent shapes and a chair on the right. */
export function bannerSvg(tone: BannerTone, chair: ChairParams, width: number, height: number, title: string): string {
  const colors = { dark: ['#1f2a33', '#34424e'], light: ['#eef1f3', '#d9dee2'], accent: ['#0f6e8f', BRAND_ACCENT] }[tone];
  const scale = (height * 0.9) / 1200;
  const body = [
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${width * 0.78}" cy="${height * 0.55}" r="${height * 0.42}" fill="#ffffff" fill-opacity="${tone === 'light' ? 0.7 : 0.08}"/>`,
    `<path d="M0 ${height * 0.82} L${width * 0.55} ${height * 0.62} L${width * 0.55} ${height * 0.66} L0 ${height * 0.86}Z" fill="${BRAND_ACCENT}" fill-opacity="${tone === 'accent' ? 0.5 : 0.85}"/>`,
    `<rect x="${width * 0.08}" y="${height * 0.3}" width="${width * 0.28}" height="16" rx="8" fill="#ffffff" fill-opacity="0.6"/>`,
    `<rect x="${width * 0.08}" y="${height * 0.38}" width="${width * 0.2}" height="12" rx="6" fill="#ffffff" fill-opacity="0.35"/>`,
    `<g transform="translate(${width * 0.78 - 600 * scale} ${height * 0.08}) scale(${scale})">${chairShape(chair, 'b')}</g>`,
  ].join('');
  return svgDocument(width, height, `0 0 ${width} ${height}`, title, body);
}

/** An office interior: window, desks and chairs. */
export function interiorSvg(chair: ChairParams, width: number, height: number, title: string): string {
  const chairs = [0.22, 0.5, 0.78]
    .map((x) => `<g transform="translate(${width * x - 60} ${height * 0.52}) scale(0.1)">${chairShape(chair, `i${Math.round(x * 100)}`)}</g>`)
    .join('');
  const body = [
    `<rect width="${width}" height="${height}" fill="#eef0f2"/>`,
    `<rect y="${height * 0.68}" width="${width}" height="${height * 0.32}" fill="#c9ced3"/>`,
    `<rect x="${width * 0.08}" y="${height * 0.08}" width="${width * 0.84}" height="${height * 0.42}" fill="#dfe9ef" stroke="#b5bcc3" stroke-width="8"/>`,
    ...[0.29, 0.5, 0.71].map((x) => `<rect x="${width * x - 3}" y="${height * 0.08}" width="6" height="${height * 0.42}" fill="#b5bcc3"/>`),
    `<rect x="${width * 0.1}" y="${height * 0.6}" width="${width * 0.8}" height="18" fill="#8a9199"/>`,
    `<rect x="${width * 0.12}" y="${height * 0.6}" width="10" height="${height * 0.22}" fill="#8a9199"/><rect x="${width * 0.87}" y="${height * 0.6}" width="10" height="${height * 0.22}" fill="#8a9199"/>`,
    chairs,
    `<rect x="${width * 0.1}" y="${height * 0.92}" width="${width * 0.2}" height="10" rx="5" fill="${BRAND_ACCENT}"/>`,
  ].join('');
  return svgDocument(width, height, `0 0 ${width} ${height}`, title, body);
}

/** Chair mechanism: gears and a lever (menu promo image). */
export function mechanismSvg(width: number, height: number, title: string): string {
  const gear = (cx: number, cy: number, r: number, fill: string) =>
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${fill}" stroke-width="${r * 0.35}" stroke-dasharray="${r * 0.3} ${r * 0.22}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.8}" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.25}" fill="#eef0f2"/>`;
  const body = [
    `<rect width="${width}" height="${height}" fill="#eef0f2"/>`,
    gear(width * 0.38, height * 0.5, height * 0.22, '#4a535b'),
    gear(width * 0.62, height * 0.38, height * 0.14, '#8a9199'),
    `<path d="M${width * 0.55} ${height * 0.7} L${width * 0.88} ${height * 0.82}" stroke="${BRAND_ACCENT}" stroke-width="${height * 0.05}" stroke-linecap="round"/>`,
  ].join('');
  return svgDocument(width, height, `0 0 ${width} ${height}`, title, body);
}
