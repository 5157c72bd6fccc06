// Original illustrations drawn as SVG until product photography exists: office chairs shaded like studio
// shots (soft light, gradient upholstery, blurred floor shadow) with the brand accent, wide banners,
// interiors of several kinds of rooms and a mechanism drawing. Deterministic: same input, same file.

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

export const INTERIOR_SCENES = ['office', 'meeting', 'lounge', 'lab'] as const;
export type InteriorScene = (typeof INTERIOR_SCENES)[number];

/** `hex` mixed with white (amount > 0) or black (amount < 0), amount in -1..1. */
export function shadeColor(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16);
    return Math.round(value + (target - value) * weight)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

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
    return (
      `<path d="M${cx} ${hubY} L${x} ${y - 18}" stroke="${shadeColor(frame, -0.25)}" stroke-width="28" stroke-linecap="round"/>` +
      `<path d="M${cx} ${hubY - 4} L${x} ${y - 22}" stroke="${shadeColor(frame, 0.3)}" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>` +
      `<circle cx="${x}" cy="${y + 8}" r="25" fill="#16191b"/><circle cx="${x - 5}" cy="${y + 3}" r="16" fill="#2c3135"/><circle cx="${x}" cy="${y + 8}" r="7" fill="#8a9299"/>`
    );
  });
  return `<g>${parts.join('')}<ellipse cx="${cx}" cy="${hubY}" rx="48" ry="21" fill="${shadeColor(frame, -0.2)}"/><ellipse cx="${cx - 8}" cy="${hubY - 6}" rx="26" ry="8" fill="#ffffff" fill-opacity="0.18"/></g>`;
}

function armPair(y: number, left: number, right: number, frame: string, pad: string): string {
  const arm = (x: number) =>
    `<rect x="${x - 12}" y="${y}" width="24" height="110" rx="8" fill="${frame}"/>` +
    `<rect x="${x - 55}" y="${y - 22}" width="110" height="28" rx="14" fill="${pad}"/>`;
  return arm(left) + arm(right);
}

function meshPattern(id: string, color: string): string {
  return (
    `<defs><pattern id="${id}" width="18" height="18" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect width="18" height="18" fill="${color}" fill-opacity="0.55"/><path d="M0 0V18M9 0V18" stroke="#1f2326" stroke-opacity="0.35" stroke-width="3"/></pattern></defs>`
  );
}

/** Gradients of one chair: upholstery lit from the top left, polished metal. */
function chairDefs(p: ChairParams, idPrefix: string): string {
  return (
    '<defs>' +
    `<linearGradient id="${idPrefix}up" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${shadeColor(p.color, 0.22)}"/>` +
    `<stop offset="0.45" stop-color="${p.color}"/><stop offset="1" stop-color="${shadeColor(p.color, -0.3)}"/></linearGradient>` +
    `<linearGradient id="${idPrefix}metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#7d858c"/><stop offset="0.35" stop-color="#eef1f3"/>` +
    '<stop offset="0.6" stop-color="#b3b9bf"/><stop offset="1" stop-color="#6c747b"/></linearGradient>' +
    `<radialGradient id="${idPrefix}gloss" cx="0.3" cy="0.2" r="0.8"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>` +
    '</defs>'
  );
}

/** The chair (or part) in a 1200 x 1200 space, floor at y = 1040; `idPrefix` keeps gradient ids unique. */
export function chairShape(p: ChairParams, idPrefix = 'c'): string {
  return chairDefs(p, idPrefix) + chairParts(p, idPrefix);
}

function chairParts(p: ChairParams, idPrefix: string): string {
  const { frame } = p;
  const color = `url(#${idPrefix}up)`;
  const gloss = `url(#${idPrefix}gloss)`;
  const shade = '#000000';
  const seat = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(40, h / 2)}" fill="${color}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h * 0.6}" rx="${Math.min(40, h / 2)}" fill="${gloss}"/>` +
    `<rect x="${x + 10}" y="${y + h - 18}" width="${w - 20}" height="12" rx="6" fill="${shade}" fill-opacity="0.18"/>`;
  const accentBar = (x: number, y: number, w: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="14" rx="7" fill="${BRAND_ACCENT}"/>`;
  const column = (top: number, bottom: number) =>
    `<rect x="582" y="${top}" width="36" height="${bottom - top}" rx="6" fill="url(#${idPrefix}metal)"/><rect x="576" y="${bottom - 90}" width="48" height="90" rx="8" fill="#3a3f44"/>`;

  switch (p.style) {
    case 'task':
    case 'executive':
    case 'mesh': {
      const high = p.style === 'executive';
      const backTop = high ? 150 : 250;
      const back =
        p.style === 'mesh'
          ? `${meshPattern(`${idPrefix}m`, p.color)}<rect x="430" y="${backTop}" width="340" height="${560 - backTop}" rx="70" fill="url(#${idPrefix}m)" stroke="${frame}" stroke-width="18"/>`
          : `<rect x="${high ? 415 : 430}" y="${backTop}" width="${high ? 370 : 340}" height="${560 - backTop}" rx="80" fill="${color}"/><rect x="${high ? 415 : 430}" y="${backTop}" width="${high ? 370 : 340}" height="${(560 - backTop) * 0.55}" rx="80" fill="${gloss}"/>` +
            (high
              ? `<path d="M455 ${backTop + 120}H745M455 ${backTop + 230}H745" stroke="${shade}" stroke-opacity="0.15" stroke-width="6"/>`
              : '');
      const headrest = high
        ? `<rect x="480" y="70" width="240" height="70" rx="30" fill="${color}"/><rect x="590" y="130" width="20" height="30" fill="${frame}"/>`
        : '';
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
        p.arms
          ? `<path d="M410 560 H470 M730 560 H790" stroke="${frame}" stroke-width="22" stroke-linecap="round"/>`
          : '',
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
      return [
        starBase(600, 820, frame, 1.7),
        `<rect x="570" y="420" width="60" height="340" rx="10" fill="#9aa1a8"/>`,
        `<circle cx="600" cy="750" r="14" fill="${BRAND_ACCENT}"/>`,
      ].join('');
  }
}

const VIEW_BOXES: Record<ChairView, string> = {
  front: '0 0 1200 1200',
  angle: '0 0 1200 1200',
  detail: '300 420 600 600',
};

/** Light neutral studio sweep: a soft spotlight from above and a blurred floor shadow under the chair. */
const STUDIO_BACKGROUND =
  '<defs><radialGradient id="studio" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f1f3f5"/>' +
  '<stop offset="1" stop-color="#e1e5e9"/></radialGradient>' +
  '<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.05"/></linearGradient>' +
  // Soft shadows as radial gradients: the look of a blur filter at a fraction of the rendering time.
  '<radialGradient id="shadow"><stop offset="0" stop-color="#1d2730" stop-opacity="0.2"/><stop offset="0.6" stop-color="#1d2730" stop-opacity="0.08"/>' +
  '<stop offset="1" stop-color="#1d2730" stop-opacity="0"/></radialGradient></defs>' +
  '<rect width="1200" height="1200" fill="url(#studio)"/><rect y="760" width="1200" height="440" fill="url(#floor)"/>' +
  '<ellipse cx="600" cy="1045" rx="440" ry="60" fill="url(#shadow)"/><ellipse cx="600" cy="1040" rx="310" ry="22" fill="url(#shadow)"/>';

/** A product illustration: the chair on a light studio background. */
export function chairSvg(p: ChairParams, width: number, height: number, title: string): string {
  const shape = chairShape(p);
  const body =
    p.view === 'angle'
      ? `<g transform="translate(600 0) scale(0.82 1) skewY(-5) translate(-600 60)">${shape}</g>`
      : shape;
  return svgDocument(width, height, VIEW_BOXES[p.view], title, STUDIO_BACKGROUND + body);
}

/** A wide banner: calm gradient, accent shapes and a chair on the right. */
export function bannerSvg(tone: BannerTone, chair: ChairParams, width: number, height: number, title: string): string {
  const colors = { dark: ['#1f2a33', '#34424e'], light: ['#eef1f3', '#d9dee2'], accent: ['#0f6e8f', BRAND_ACCENT] }[
    tone
  ];
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

interface SceneLook {
  wall: string;
  floor: string;
  /** Chairs as [x, y of the floor contact, scale] in a 1600 x 1000 room. */
  chairs: Array<[number, number, number]>;
  furniture: string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" ${extra}/>`;
const plant = (x: number, y: number, size: number) =>
  rect(x - 40 * size, y - 90 * size, 80 * size, 90 * size, '#e9e4dc', 'rx="8"') +
  [-60, -25, 10, 45]
    .map(
      (dx, i) =>
        `<ellipse cx="${x + dx * size}" cy="${y - (150 + (i % 2) * 50) * size}" rx="${34 * size}" ry="${80 * size}" fill="${i % 2 ? '#4f7a5a' : '#3d6b4b'}" transform="rotate(${dx / 2} ${x + dx * size} ${y - 150 * size})"/>`,
    )
    .join('');

/** What each kind of room holds; the chairs stand on the floor line of the furniture. */
const SCENES: Record<InteriorScene, SceneLook> = {
  office: {
    wall: '#eef0f2',
    floor: '#c9b79c',
    chairs: [
      [420, 900, 0.42],
      [820, 900, 0.42],
      [1220, 900, 0.42],
    ],
    furniture:
      [320, 720, 1120]
        .map(
          (x) =>
            rect(x, 640, 300, 16, '#f7f7f5') +
            rect(x + 10, 656, 10, 230, '#9aa1a8') +
            rect(x + 280, 656, 10, 230, '#9aa1a8') +
            rect(x + 110, 560, 90, 64, '#2b2f33', 'rx="4"') +
            rect(x + 150, 624, 10, 16, '#2b2f33'),
        )
        .join('') +
      plant(140, 900, 1.1) +
      plant(1480, 900, 0.9),
  },
  meeting: {
    wall: '#e8ebee',
    floor: '#9da5ad',
    chairs: [
      [470, 910, 0.4],
      [720, 910, 0.4],
      [970, 910, 0.4],
      [1220, 910, 0.4],
    ],
    furniture:
      rect(560, 170, 480, 270, '#1f2a33', 'rx="6"') +
      rect(580, 190, 440, 230, '#2d5f7a') +
      rect(600, 380, 180, 14, BRAND_ACCENT, 'rx="7"') +
      rect(340, 680, 1020, 22, '#f4f2ee', 'rx="6"') +
      rect(420, 702, 18, 200, '#6b7279') +
      rect(1262, 702, 18, 200, '#6b7279') +
      plant(1500, 910, 1),
  },
  lounge: {
    wall: '#efe9e1',
    floor: '#b08d6a',
    chairs: [
      [520, 900, 0.5],
      [1080, 900, 0.5],
    ],
    furniture:
      '<ellipse cx="800" cy="905" rx="520" ry="60" fill="#d8cfc2"/>' +
      rect(700, 760, 200, 14, '#5b3a29', 'rx="7"') +
      rect(720, 774, 12, 120, '#5b3a29') +
      rect(868, 774, 12, 120, '#5b3a29') +
      '<path d="M800 120 V260" stroke="#2b2f33" stroke-width="4"/><path d="M740 300 Q800 230 860 300 Z" fill="#2b2f33"/>' +
      plant(200, 900, 1.3) +
      plant(1420, 900, 1.1),
  },
  lab: {
    wall: '#f2f5f7',
    floor: '#bfc8cf',
    chairs: [
      [460, 910, 0.44],
      [900, 910, 0.44],
      [1340, 910, 0.44],
    ],
    furniture:
      rect(260, 580, 1300, 24, '#e9eef1') +
      rect(260, 604, 1300, 120, '#d5dde3') +
      [300, 640, 980, 1320].map((x) => rect(x, 612, 200, 104, '#c7d0d7', 'rx="4"')).join('') +
      rect(260, 200, 1300, 200, '#dfe7ec', 'rx="4"') +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(300 + i * 205, 230, 40, 140, i % 2 ? '#9cc9dc' : '#b9d8e4', 'rx="6"'))
        .join(''),
  },
};

/** An interior of the given kind of room, furnished with the chair. */
export function interiorSvg(
  scene: InteriorScene,
  chair: ChairParams,
  width: number,
  height: number,
  title: string,
): string {
  const look = SCENES[scene];
  const chairs = look.chairs
    .map(
      ([x, floor, scale], index) =>
        `<g transform="translate(${x - 600 * scale} ${floor - 1040 * scale}) scale(${scale})">${chairShape(chair, `i${index}`)}</g>`,
    )
    .join('');
  const room = [
    '<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>',
    `<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shadeColor(look.floor, -0.12)}"/><stop offset="1" stop-color="${shadeColor(look.floor, 0.1)}"/></linearGradient>`,
    '<radialGradient id="shadow"><stop offset="0" stop-color="#000000" stop-opacity="0.22"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient></defs>',
    rect(0, 0, 1600, 1000, look.wall),
    scene === 'lab'
      ? ''
      : rect(80, 80, 420, 460, '#dbe8f0', 'stroke="#c3ccd4" stroke-width="10"') + rect(285, 80, 10, 460, '#c3ccd4'),
    rect(0, 860, 1600, 140, 'url(#floorShade)'),
    rect(0, 852, 1600, 10, shadeColor(look.wall, -0.15)),
    '<path d="M0 0 L700 0 L1100 1000 L0 1000 Z" fill="url(#light)"/>',
    look.furniture,
    look.chairs
      .map(
        ([x, floor, scale]) =>
          `<ellipse cx="${x}" cy="${floor}" rx="${300 * scale}" ry="${26 * scale}" fill="url(#shadow)"/>`,
      )
      .join(''),
    chairs,
    rect(80, 960, 200, 10, BRAND_ACCENT, 'rx="5"'),
  ].join('');
  // The room is drawn 1600 x 1000 and cropped to the requested proportions, centred.
  const ratio = width / height;
  const viewWidth = ratio >= 1.6 ? 1600 : 1000 * ratio;
  const viewHeight = ratio >= 1.6 ? 1600 / ratio : 1000;
  const viewBox = `${(1600 - viewWidth) / 2} ${1000 - viewHeight} ${viewWidth} ${viewHeight}`;
  return svgDocument(width, height, viewBox, title, room);
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
