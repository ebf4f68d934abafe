/**
 * The shop's own product renderings: clean flat vector drawings on a 1200×1200 canvas (the palette of
 * docs/product-rules.md#design-tokens-and-breakpoints: ink, mist, accent). No text (fonts differ between machines);
 * sizes and colours tell the discs apart.
 */
const INK = '#111418';
const STEEL = '#3a4048';
const MIST = '#f3f4f6';
const LINE = '#e2e5e9';
const ACCENT = '#ff5a1f';
const WHITE = '#ffffff';

const canvas = (body: string, background = MIST) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 1200" width="1200" height="1200">` +
  `<rect width="1200" height="1200" fill="${background}"/>` +
  `<ellipse cx="600" cy="1010" rx="430" ry="38" fill="#000" opacity="0.08"/>${body}</svg>`;

const flywheel = (cx: number, cy: number, r: number, rim = ACCENT, body = INK) => {
  const spokes = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.78).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.78).toFixed(1)}" stroke="${STEEL}" stroke-width="${(r * 0.07).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${body}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="${rim}" stroke-width="${r * 0.08}"/>` +
    spokes +
    `<circle cx="${cx}" cy="${cy}" r="${r * 0.18}" fill="${STEEL}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.07}" fill="${MIST}"/>`
  );
};

const device = (frame: string, accentPart = ACCENT) =>
  // Platform, folding pillar with a pulley, flywheel housing, strap.
  `<rect x="190" y="880" width="820" height="90" rx="28" fill="${frame}" stroke="${INK}" stroke-width="${frame === WHITE ? 6 : 0}"/>` +
  `<rect x="230" y="860" width="740" height="28" rx="10" fill="${STEEL}"/>` +
  flywheel(600, 720, 170, accentPart) +
  `<rect x="770" y="250" width="46" height="620" rx="18" fill="${frame}" stroke="${INK}" stroke-width="${frame === WHITE ? 6 : 0}"/>` +
  `<circle cx="793" cy="262" r="34" fill="${STEEL}"/><circle cx="793" cy="262" r="12" fill="${MIST}"/>` +
  `<path d="M600 720 L793 296 L793 228 L700 180" fill="none" stroke="${accentPart}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;

const triangleHandle = (x: number, y: number, s: number) =>
  `<path d="M${x} ${y} L${x - 180 * s} ${y + 300 * s} L${x + 180 * s} ${y + 300 * s} Z" fill="none" stroke="${INK}" stroke-width="${34 * s}" stroke-linejoin="round"/>` +
  `<rect x="${x - 150 * s}" y="${y + 270 * s}" width="${300 * s}" height="${60 * s}" rx="${30 * s}" fill="${STEEL}"/>` +
  `<circle cx="${x}" cy="${y - 30 * s}" r="${36 * s}" fill="none" stroke="${ACCENT}" stroke-width="${16 * s}"/>`;

const knurl = (x: number, y: number, w: number, h: number) =>
  Array.from({ length: Math.floor(w / 14) }, (_, i) => `<line x1="${x + 7 + i * 14}" y1="${y + 6}" x2="${x + 7 + i * 14}" y2="${y + h - 6}" stroke="${MIST}" stroke-width="3" opacity="0.35"/>`).join('');

const drawings: Record<string, () => string> = {
  device: () => canvas(device(INK)),
  'device-white': () => canvas(device(WHITE), '#e9ecef'),
  'device-set': () =>
    canvas(
      `<g transform="translate(-90 -40) scale(0.92)">${device(INK)}</g>` +
        `<g transform="translate(830 620)">${flywheel(0, 0, 120, '#1f8f4e')}</g>` +
        `<g transform="translate(700 820) scale(0.6)">${triangleHandle(260, 0, 1)}</g>` +
        `<path d="M120 930 q120 -60 260 0" fill="none" stroke="${STEEL}" stroke-width="44" stroke-linecap="round"/>`,
    ),
  'triangle-handle': () => canvas(triangleHandle(600, 340, 1.5)),
  bar: () =>
    canvas(
      `<rect x="120" y="560" width="960" height="60" rx="30" fill="${STEEL}"/>` +
        `<rect x="170" y="548" width="250" height="84" rx="20" fill="${INK}"/>${knurl(170, 548, 250, 84)}` +
        `<rect x="780" y="548" width="250" height="84" rx="20" fill="${INK}"/>${knurl(780, 548, 250, 84)}` +
        `<circle cx="600" cy="650" r="44" fill="none" stroke="${ACCENT}" stroke-width="18"/>`,
    ),
  'ankle-strap': () =>
    canvas(
      `<rect x="330" y="470" width="540" height="220" rx="110" fill="none" stroke="${INK}" stroke-width="70"/>` +
        `<rect x="520" y="420" width="160" height="80" rx="16" fill="${STEEL}"/>` +
        `<path d="M560 420 q40 -140 80 0" fill="none" stroke="${ACCENT}" stroke-width="20"/>`,
    ),
  'single-handle': () =>
    canvas(
      `<path d="M600 300 L420 640 M600 300 L780 640" stroke="${INK}" stroke-width="40" stroke-linecap="round"/>` +
        `<rect x="380" y="620" width="440" height="90" rx="45" fill="${STEEL}"/>${knurl(420, 620, 360, 90)}` +
        `<circle cx="600" cy="262" r="44" fill="none" stroke="${ACCENT}" stroke-width="18"/>`,
    ),
  'suspension-straps': () =>
    canvas(
      `<path d="M420 180 L420 900 M780 180 L780 900" stroke="${INK}" stroke-width="46" stroke-linecap="round"/>` +
        `<rect x="380" y="480" width="80" height="110" rx="14" fill="${STEEL}"/><rect x="740" y="480" width="80" height="110" rx="14" fill="${STEEL}"/>` +
        `<circle cx="420" cy="930" r="40" fill="none" stroke="${ACCENT}" stroke-width="18"/><circle cx="780" cy="930" r="40" fill="none" stroke="${ACCENT}" stroke-width="18"/>`,
    ),
  stand: () =>
    canvas(
      `<path d="M340 960 L560 320 M860 960 L640 320" stroke="${INK}" stroke-width="54" stroke-linecap="round"/>` +
        `<rect x="470" y="280" width="260" height="80" rx="20" fill="${STEEL}"/>` +
        `<line x1="420" y1="740" x2="780" y2="740" stroke="${STEEL}" stroke-width="30" stroke-linecap="round"/>` +
        `<rect x="560" y="240" width="80" height="40" rx="10" fill="${ACCENT}"/>`,
    ),
  'side-platforms': () =>
    canvas(
      `<g transform="skewX(-12)"><rect x="300" y="620" width="300" height="230" rx="24" fill="${INK}"/><rect x="760" y="620" width="300" height="230" rx="24" fill="${INK}"/>` +
        `<rect x="300" y="600" width="300" height="40" rx="14" fill="${STEEL}"/><rect x="760" y="600" width="300" height="40" rx="14" fill="${STEEL}"/></g>` +
        `<rect x="560" y="700" width="120" height="24" rx="12" fill="${ACCENT}"/>`,
    ),
  'hip-belt': () =>
    canvas(
      `<path d="M250 560 Q600 380 950 560 L950 720 Q600 560 250 720 Z" fill="${INK}"/>` +
        `<path d="M250 600 Q600 430 950 600" fill="none" stroke="${STEEL}" stroke-width="10" stroke-dasharray="24 18"/>` +
        `<rect x="540" y="520" width="120" height="90" rx="14" fill="${STEEL}"/>` +
        `<circle cx="600" cy="700" r="46" fill="none" stroke="${ACCENT}" stroke-width="18"/>`,
    ),
  'course-foundations': () => course(ACCENT, 1),
  'course-athlete': () => course('#1f8f4e', 2),
};

/** Discs: one drawing per size, the diameter and rim colour growing with the size. */
const discColours: Record<string, string> = { '5': '#5b6470', '10': ACCENT, '25': '#1f8f4e', '50': '#c62828' };
for (const [size, colour] of Object.entries(discColours)) {
  const radius = { '5': 240, '10': 290, '25': 350, '50': 410 }[size]!;
  drawings[`disc-${size}`] = () => canvas(flywheel(600, 600, radius, colour));
}

function course(colour: string, bars: number): string {
  const stripes = Array.from({ length: bars }, (_, i) => `<rect x="${330 + i * 40}" y="330" width="24" height="80" rx="6" fill="${colour}"/>`).join('');
  return canvas(
    `<rect x="240" y="280" width="720" height="480" rx="28" fill="${INK}"/>` +
      `<rect x="270" y="310" width="660" height="420" rx="12" fill="${STEEL}"/>` +
      `<circle cx="600" cy="520" r="110" fill="${colour}"/><path d="M565 460 L665 520 L565 580 Z" fill="${WHITE}"/>` +
      stripes +
      `<rect x="160" y="770" width="880" height="40" rx="20" fill="${INK}"/>`,
  );
}

/** Article headers: abstract compositions of wheels and arcs, one palette per article. */
const articlePalettes = [ACCENT, '#1f8f4e', '#5b6470', '#d9461a', '#2f6fdf', '#c62828'];
articlePalettes.forEach((colour, i) => {
  drawings[`article-${i + 1}`] = () =>
    canvas(
      `<circle cx="${380 + i * 60}" cy="520" r="300" fill="${colour}" opacity="0.9"/>` +
        flywheel(760 - i * 30, 640, 220, WHITE, INK) +
        `<path d="M120 1000 Q600 ${760 - i * 40} 1080 1000" fill="none" stroke="${LINE}" stroke-width="24"/>`,
      i % 2 === 0 ? MIST : '#e9ecef',
    );
});

/**
 * Looked up among the shop's own names only: a plain object would also answer inherited names (`constructor`,
 * `toString`) as if they were drawings.
 */
const byName: ReadonlyMap<string, () => string> = new Map(Object.entries(drawings));

export const drawingNames = (): string[] => [...byName.keys()];
export const isDrawingName = (name: string): boolean => byName.has(name);
export const drawing = (name: string): string | null => byName.get(name)?.() ?? null;
