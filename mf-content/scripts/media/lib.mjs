// Shared drawing helpers for the Inercise media generator.
// - text(): Inter glyph outlines as SVG paths (fonts-inter + fontkit), falls back to <text>
// - a tiny orthographic 3D helper (camera, shaded prisms / cylinders, planes, rods)
// - the device model and a mannequin-style athlete figure
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const C = {
  ink: '#111418', paper: '#ffffff', mist: '#f3f4f6', line: '#e2e5e9', muted: '#5b6470',
  accent: '#ff5a1f', accentDark: '#d9461a', graphite: '#2a2f36', alu: '#c7ccd2',
};

/* ---------------- ids ---------------- */
let uid = 0;
const id = (p = 'g') => `${p}${(uid++).toString(36)}`;
export const resetIds = () => { uid = 0; };

/* ---------------- numbers / colour ---------------- */
export const f1 = (n) => (Math.round(n * 10) / 10).toString();
export const f2 = (n) => (Math.round(n * 100) / 100).toString();
const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) => '#' + c.map((v) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0')).join('');
const mix = (a, b, t) => { const A = hex2rgb(a), B = hex2rgb(b); return rgb2hex(A.map((v, i) => v + (B[i] - v) * t)); };
const shade = (base, k) => { // k<1 darkens, k>1 lightens toward white
  if (k <= 1) return mix('#000000', base, Math.max(0, k));
  return mix(base, '#ffffff', Math.min(1, k - 1));
};

/* ---------------- text as outlines ---------------- */
const FONT_DIR = '/usr/share/fonts/opentype/inter';
const WEIGHTS = { 400: 'Regular', 500: 'Medium', 600: 'SemiBold', 700: 'Bold', 800: 'ExtraBold' };
const fonts = {};
let fontkit = null;
try { fontkit = require('fontkit'); } catch { fontkit = null; }
export const hasOutlines = () => !!fontkit && fs.existsSync(`${FONT_DIR}/Inter-Bold.otf`);
function font(w, display) {
  const key = `${display ? 'D' : ''}${w}`;
  if (!fonts[key]) fonts[key] = fontkit.openSync(`${FONT_DIR}/Inter${display ? 'Display' : ''}-${WEIGHTS[w]}.otf`);
  return fonts[key];
}
/** Measure text width in px. */
export function textWidth(str, { size = 16, weight = 400, ls = 0, display = false } = {}) {
  if (!hasOutlines()) return str.length * size * 0.58 + ls * (str.length - 1);
  const f = font(weight, display); const run = f.layout(str); const k = size / f.unitsPerEm;
  return run.positions.reduce((s, p) => s + p.xAdvance * k, 0) + ls * (run.glyphs.length - 1);
}
/** Text as one <path>. anchor: start | middle | end. ls = letter spacing in px. */
export function text(str, { x = 0, y = 0, size = 16, weight = 400, fill = C.ink, anchor = 'start', ls = 0, display = false, opacity } = {}) {
  const op = opacity != null ? ` opacity="${opacity}"` : '';
  if (!hasOutlines()) {
    const a = { start: 'start', middle: 'middle', end: 'end' }[anchor];
    return `<text x="${f1(x)}" y="${f1(y)}" font-family="Inter, Helvetica, Arial, sans-serif" font-size="${size}" font-weight="${weight}" letter-spacing="${ls}" text-anchor="${a}" fill="${fill}"${op}>${str}</text>`;
  }
  const f = font(weight, display); const run = f.layout(str); const k = size / f.unitsPerEm;
  const w = textWidth(str, { size, weight, ls, display });
  let pen = anchor === 'middle' ? x - w / 2 : anchor === 'end' ? x - w : x;
  let d = '';
  run.glyphs.forEach((g, i) => {
    const p = run.positions[i];
    const path = g.path.scale(k, -k).translate(pen + p.xOffset * k, y - p.yOffset * k);
    d += path.toSVG().replace(/(\d+\.\d{2})\d+/g, '$1');
    pen += p.xAdvance * k + ls;
  });
  return `<path d="${d}" fill="${fill}"${op}/>`;
}

/* ---------------- svg wrapper ---------------- */
export const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${defs ? `<defs>${defs}</defs>` : ''}${body}</svg>\n`;

/** Collects <defs> while a scene is drawn. */
export class Defs {
  constructor() { this.items = []; }
  add(s) { this.items.push(s); return s; }
  lin(stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = {}) {
    const i = id('l');
    const st = stops.map(([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a != null && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`).join('');
    this.items.push(`<linearGradient id="${i}" x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${st}</linearGradient>`);
    return `url(#${i})`;
  }
  rad(stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, transform } = {}) {
    const i = id('r');
    const st = stops.map(([o, c, a]) => `<stop offset="${f2(o)}" stop-color="${c}"${a != null && a !== 1 ? ` stop-opacity="${a}"` : ''}/>`).join('');
    this.items.push(`<radialGradient id="${i}" cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}"${fx != null ? ` fx="${f2(fx)}" fy="${f2(fy)}"` : ''}${user ? ' gradientUnits="userSpaceOnUse"' : ''}${transform ? ` gradientTransform="${transform}"` : ''}>${st}</radialGradient>`);
    return `url(#${i})`;
  }
  blur(sd) { const i = id('f'); this.items.push(`<filter id="${i}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${sd}"/></filter>`); return `url(#${i})`; }
  clip(shape) { const i = id('c'); this.items.push(`<clipPath id="${i}">${shape}</clipPath>`); return `url(#${i})`; }
  toString() { return this.items.join(''); }
}

/* ---------------- 3D ---------------- */
const rad = (d) => (d * Math.PI) / 180;
export class Cam {
  /** az, el in degrees; s = px per cm; (cx, cy) = screen position of world origin */
  constructor({ az = -35, el = 24, s = 5, cx = 400, cy = 300 } = {}) {
    Object.assign(this, { az, el, s, cx, cy });
    this.ca = Math.cos(rad(az)); this.sa = Math.sin(rad(az));
    this.ce = Math.cos(rad(el)); this.se = Math.sin(rad(el));
    // direction toward camera (world)
    this.V = [-this.ce * this.sa, -this.ce * this.ca, this.se];
    // studio light fixed relative to camera: upper left, in front
    const lc = norm([-0.55, -0.55, 0.75]); // camera frame (x', y', z); y' away from viewer
    this.L = norm([this.ca * lc[0] + this.sa * lc[1], -this.sa * lc[0] + this.ca * lc[1], lc[2]]);
  }
  p([x, y, z]) {
    const xr = this.ca * x - this.sa * y; const yr = this.sa * x + this.ca * y;
    return [this.cx + this.s * xr, this.cy - this.s * (z * this.ce + yr * this.se)];
  }
  depth([x, y, z]) { const yr = this.sa * x + this.ca * y; return -yr * this.ce + z * this.se; }
  /** SVG matrix mapping plane coords (u right, w toward viewer-at-az0, y-down like svg) at height z around (x0,y0). */
  plane(x0, y0, z) {
    const [e, f] = this.p([x0, y0, z]); const s = this.s;
    return `matrix(${f2(s * this.ca)} ${f2(-s * this.se * this.sa)} ${f2(s * this.sa)} ${f2(s * this.se * this.ca)} ${f1(e)} ${f1(f)})`;
  }
  /** Lambert + ambient shade factor for a world normal */
  lit(n, amb = 0.55, dif = 0.6) { return amb + dif * Math.max(0, dot(norm(n), this.L)); }
}
const dot = (a, b) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const norm = (a) => { const l = Math.hypot(...a) || 1; return a.map((v) => v / l); };

function hull(pts) {
  const P = pts.slice().sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const lo = []; for (const p of P) { while (lo.length >= 2 && cross(lo[lo.length - 2], lo[lo.length - 1], p) <= 0) lo.pop(); lo.push(p); }
  const up = []; for (const p of P.reverse()) { while (up.length >= 2 && cross(up[up.length - 2], up[up.length - 1], p) <= 0) up.pop(); up.push(p); }
  return lo.slice(0, -1).concat(up.slice(0, -1));
}
const poly = (pts) => 'M' + pts.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L') + 'Z';

/** Rounded-rectangle footprint (ccw), centre (x0,y0). */
function rrect(x0, y0, w, d, r, n = 8) {
  const pts = []; const cs = [[w / 2 - r, d / 2 - r, 0], [-w / 2 + r, d / 2 - r, 90], [-w / 2 + r, -d / 2 + r, 180], [w / 2 - r, -d / 2 + r, 270]];
  for (const [cx, cy, a0] of cs) for (let i = 0; i <= n; i++) { const a = rad(a0 + (90 * i) / n); pts.push([x0 + cx + r * Math.cos(a), y0 + cy + r * Math.sin(a)]); }
  return pts;
}
function circlePts(x0, y0, r, n = 96) { const p = []; for (let i = 0; i < n; i++) { const a = (2 * Math.PI * i) / n; p.push([x0 + r * Math.cos(a), y0 + r * Math.sin(a)]); } return p; }

/**
 * Vertical extrusion of a convex ccw footprint from z0 to z1.
 * Side filled with a screen-space gradient from per-vertex Lambert shading.
 */
function prism(cam, defs, fp, z0, z1, { side = C.graphite, top = null, topFill = null, amb = 0.5, dif = 0.75, spec = 0.0, stroke = null } = {}) {
  const n = fp.length; const P0 = fp.map(([x, y]) => cam.p([x, y, z0])); const P1 = fp.map(([x, y]) => cam.p([x, y, z1]));
  // vertex normals (average of adjacent edge normals)
  const en = fp.map((p, i) => { const q = fp[(i + 1) % n]; const dx = q[0] - p[0], dy = q[1] - p[1]; return norm([dy, -dx, 0]); });
  const stops = [];
  fp.forEach((p, i) => {
    const a = en[(i - 1 + n) % n], b = en[i]; const vn = norm([a[0] + b[0], a[1] + b[1], 0]);
    const vis = dot(vn, cam.V);
    if (vis > -0.05) {
      let k = cam.lit(vn, amb, dif);
      if (spec) { const h = norm([cam.L[0] + cam.V[0], cam.L[1] + cam.V[1], cam.L[2] + cam.V[2]]); k += spec * Math.pow(Math.max(0, dot(vn, h)), 24); }
      stops.push([P1[i][0], k]);
    }
  });
  stops.sort((a, b) => a[0] - b[0]);
  const H = hull(P0.concat(P1)); const xs = H.map((p) => p[0]); const mn = Math.min(...xs), mx = Math.max(...xs);
  let fill = side;
  if (stops.length > 1 && mx - mn > 0.5) {
    const st = stops.map(([x, k]) => [(x - mn) / (mx - mn), shade(side, k)]);
    // thin out stops (keep it small)
    const keep = st.filter((s, i) => i === 0 || i === st.length - 1 || i % 2 === 0);
    fill = defs.lin(keep, { x1: mn, x2: mx, y1: 0, y2: 0, user: true });
  }
  let out = `<path d="${poly(H)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="0.6"` : ''}/>`;
  if (top !== false) out += `<path d="${poly(P1)}" fill="${topFill || shade(top || side, cam.lit([0, 0, 1], amb, dif))}"/>`;
  return { svg: out, top: P1, hullPts: H };
}

/** Round rod (cylinder seen side-on) between two world points, shaded across its width. */
function rod(cam, defs, a, b, r, color, { cap = 'round', hi = 1.35, lo = 0.45 } = {}) {
  const A = cam.p(a), B = cam.p(b); const dx = B[0] - A[0], dy = B[1] - A[1]; const l = Math.hypot(dx, dy) || 1;
  const nx = -dy / l, ny = dx / l; const w = r * cam.s; const mx = (A[0] + B[0]) / 2, my = (A[1] + B[1]) / 2;
  // make the lit side the upper-left side
  const sgn = nx + ny < 0 ? 1 : -1;
  const g = defs.lin([[0, shade(color, hi)], [0.35, shade(color, 1.05)], [0.75, shade(color, 0.75)], [1, shade(color, lo)]],
    { x1: mx + sgn * nx * w, y1: my + sgn * ny * w, x2: mx - sgn * nx * w, y2: my - sgn * ny * w, user: true });
  return `<path d="M${f1(A[0])} ${f1(A[1])}L${f1(B[0])} ${f1(B[1])}" stroke="${g}" stroke-width="${f1(2 * w)}" stroke-linecap="${cap}" fill="none"/>`;
}

/** Soft floor shadow of an ellipse footprint */
export function floorShadow(cam, defs, x0, y0, rx, ry, op = 0.35, z = 0) {
  const g = defs.rad([[0, '#000', op], [0.55, '#000', op * 0.45], [1, '#000', 0]]);
  return `<ellipse transform="${cam.plane(x0, y0, z)}" cx="0" cy="0" rx="${f1(rx)}" ry="${f1(ry)}" fill="${g}"/>`;
}

/* ---------------- device ---------------- */
export const DEV = { W: 74, D: 46, H: 6.5, R: 9, winR: 15.5, pillarR: 3.1, pillarH: 9 };

/** The flywheel disc pattern in plane coordinates (radius r), rotated by angle (deg). */
function discPattern(defs, r, angle = 0, { label = null, dark = false } = {}) {
  const g = defs.rad([[0, dark ? '#5a616b' : '#eef0f3'], [0.55, dark ? '#3a4048' : '#c3c9d0'], [1, dark ? '#262a30' : '#8d959e']], { fx: 0.38, fy: 0.32 });
  let s = `<g transform="rotate(${f2(angle)})">`;
  s += `<circle r="${r}" fill="${g}"/>`;
  s += `<circle r="${f2(r * 0.93)}" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="${f2(r * 0.02)}"/>`;
  s += `<circle r="${f2(r * 0.8)}" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${f2(r * 0.015)}"/>`;
  const holes = 5;
  for (let i = 0; i < holes; i++) {
    const a = (2 * Math.PI * i) / holes; const hx = Math.cos(a) * r * 0.56, hy = Math.sin(a) * r * 0.56;
    s += `<circle cx="${f2(hx)}" cy="${f2(hy)}" r="${f2(r * 0.17)}" fill="#15181c"/>`;
    s += `<circle cx="${f2(hx)}" cy="${f2(hy)}" r="${f2(r * 0.17)}" fill="none" stroke="#fff" stroke-opacity="0.4" stroke-width="${f2(r * 0.012)}"/>`;
  }
  s += `<rect x="${f2(r * 0.8)}" y="${f2(-r * 0.045)}" width="${f2(r * 0.16)}" height="${f2(r * 0.09)}" rx="${f2(r * 0.03)}" fill="${C.accent}"/>`;
  s += `<circle r="${f2(r * 0.3)}" fill="#9aa1aa"/><circle r="${f2(r * 0.22)}" fill="#6d747d"/>`;
  if (label) s += label;
  return s + '</g>';
}

/**
 * Full device at world origin. opts: disc (deg), handleZ (cm above floor, null = no strap/handle),
 * handleTilt (deg about the strap), strapColor.
 */
export function device(cam, defs, { disc = 0, handleZ = 78, shadow = true, accentBand = true, handle = true } = {}) {
  const { W, D, H, R, winR, pillarR, pillarH } = DEV;
  let s = '';
  if (shadow) {
    s += floorShadow(cam, defs, 0, 0, W * 0.72, D * 0.85, 0.28);
    s += floorShadow(cam, defs, 0, 0, W * 0.54, D * 0.6, 0.35);
  }
  const fp = rrect(0, 0, W, D, R, 10);
  // base (slightly inset, darker) + body
  s += prism(cam, defs, rrect(0, 0, W - 3, D - 3, R - 1.5, 8), 0, 1.2, { side: '#16191d', top: false }).svg;
  const topG = defs.lin([[0, '#3a4048'], [1, '#23272d']], { x1: 0, y1: 0, x2: 0, y2: 1 });
  const body = prism(cam, defs, fp, 1.2, H, { side: '#30353c', amb: 0.45, dif: 0.85, spec: 0.35, topFill: topG });
  s += body.svg;
  if (accentBand) {
    // thin accent line along the visible lower edge
    const vis = fp.filter((p, i) => { const q = fp[(i + 1) % fp.length]; const o = fp[(i - 1 + fp.length) % fp.length]; const n = norm([q[1] - o[1], -(q[0] - o[0]), 0]); return dot(n, cam.V) > 0.02; });
    if (vis.length > 1) {
      // order along the outline
      const idx = fp.map((p, i) => i).filter((i) => vis.includes(fp[i]));
      // rotate so the run is contiguous
      let start = 0; for (let k = 0; k < idx.length; k++) { if ((idx[(k + idx.length - 1) % idx.length] + 1) % fp.length !== idx[k]) { start = k; break; } }
      const run = idx.slice(start).concat(idx.slice(0, start)).map((i) => cam.p([fp[i][0], fp[i][1], 2.6]));
      s += `<path d="M${run.map((p) => `${f1(p[0])} ${f1(p[1])}`).join('L')}" fill="none" stroke="${C.accent}" stroke-width="${f2(cam.s * 0.45)}" stroke-linejoin="round"/>`;
    }
  }
  // top details in plane coords
  const pl = cam.plane(0, 0, H);
  let t = '';
  // inset deck line
  t += `<rect x="${-W / 2 + 2.2}" y="${-D / 2 + 2.2}" width="${W - 4.4}" height="${D - 4.4}" rx="${R - 2}" fill="none" stroke="#ffffff" stroke-opacity="0.10" stroke-width="0.35"/>`;
  // foot pads with grip ribs
  for (const sx of [-1, 1]) {
    const px = sx * 25.5; const pw = 16, pd = 34;
    t += `<rect x="${px - pw / 2}" y="${-pd / 2}" width="${pw}" height="${pd}" rx="3" fill="#1b1e23"/>`;
    for (let k = 0; k < 9; k++) { const yy = -pd / 2 + 3 + k * ((pd - 6) / 8); t += `<rect x="${px - pw / 2 + 2}" y="${f2(yy - 0.35)}" width="${pw - 4}" height="0.7" rx="0.35" fill="#3b4149"/>`; }
  }
  // flywheel window: well, disc (recessed), glass, ring
  t += `<circle r="${winR + 1.6}" fill="#9aa1a9"/><circle r="${winR + 1.1}" fill="#d5d9de"/>`;
  t += `<circle r="${winR}" fill="#0c0e11"/>`;
  s += `<g transform="${pl}">${t}</g>`;
  const clip = defs.clip(`<circle transform="${pl}" r="${winR - 0.1}"/>`);
  s += `<g clip-path="${clip}"><g transform="${cam.plane(0, 0, H - 1.6)}">${discPattern(defs, winR - 1.2, disc)}</g></g>`;
  const glass = defs.lin([[0, '#ffffff', 0.28], [0.45, '#ffffff', 0.04], [0.55, '#ffffff', 0.0], [1, '#ffffff', 0.08]], { x1: 0, y1: 0, x2: 1, y2: 1 });
  s += `<g transform="${pl}"><circle r="${winR}" fill="${glass}"/><circle r="${winR}" fill="none" stroke="#000" stroke-opacity="0.35" stroke-width="0.5"/></g>`;
  // pillar
  s += prism(cam, defs, circlePts(0, 0, pillarR + 1.4, 64), H, H + 1.2, { side: '#9aa1a9', amb: 0.5, dif: 0.8, spec: 0.5, top: '#b9bfc6' }).svg;
  s += prism(cam, defs, circlePts(0, 0, pillarR, 64), H + 1.2, H + pillarH, { side: '#2c3137', amb: 0.5, dif: 0.9, spec: 0.6, top: '#444a52' }).svg;
  // top cap with strap slot
  s += `<g transform="${cam.plane(0, 0, H + pillarH)}"><circle r="${pillarR - 0.5}" fill="#c9ced4"/><rect x="-2.2" y="-0.55" width="4.4" height="1.1" rx="0.5" fill="#111418"/></g>`;
  if (handle && handleZ != null) s += strapAndHandle(cam, defs, [0, 0, H + pillarH], [0, 0, handleZ]);
  return s;
}

/** Strap from a (pillar top) to handle centre b; handle bar along axis (default x). */
export function strapAndHandle(cam, defs, a, b, { axis = [1, 0, 0], len = 34, bar = true } = {}) {
  let s = '';
  const ringZ = b[2] - 5.5; const ring = [b[0], b[1], ringZ];
  const A = cam.p(a), R = cam.p(ring);
  const sw = 3.6 * cam.s;
  const sg = defs.lin([[0, '#2a2f35'], [0.5, '#3c424a'], [1, '#1a1d21']], { x1: A[0] - sw / 2, y1: 0, x2: A[0] + sw / 2, y2: 0, user: true });
  s += `<path d="M${f1(A[0])} ${f1(A[1])}L${f1(R[0])} ${f1(R[1])}" stroke="${sg}" stroke-width="${f1(sw)}" fill="none"/>`;
  // stitching line
  s += `<path d="M${f1(A[0])} ${f1(A[1] - 2)}L${f1(R[0])} ${f1(R[1] + 2)}" stroke="${C.accent}" stroke-opacity="0.85" stroke-width="${f2(Math.max(0.8, cam.s * 0.18))}" stroke-dasharray="${f1(cam.s * 0.9)} ${f1(cam.s * 0.6)}" fill="none"/>`;
  if (!bar) return s;
  // triangle ring to handle
  const h1 = [b[0] - axis[0] * 4, b[1] - axis[1] * 4, b[2]]; const h2 = [b[0] + axis[0] * 4, b[1] + axis[1] * 4, b[2]];
  const P1 = cam.p(h1), P2 = cam.p(h2);
  s += `<path d="M${f1(R[0])} ${f1(R[1])}L${f1(P1[0])} ${f1(P1[1])}M${f1(R[0])} ${f1(R[1])}L${f1(P2[0])} ${f1(P2[1])}" stroke="#aeb4bb" stroke-width="${f1(cam.s * 0.7)}" stroke-linecap="round" fill="none"/>`;
  s += `<circle cx="${f1(R[0])}" cy="${f1(R[1])}" r="${f1(cam.s * 0.9)}" fill="#c9ced4"/>`;
  s += handleBar(cam, defs, b, axis, len);
  return s;
}

/** Handle bar centred at c along axis. */
export function handleBar(cam, defs, c, axis = [1, 0, 0], len = 34) {
  const e = (t) => [c[0] + axis[0] * t, c[1] + axis[1] * t, c[2] + axis[2] * t];
  // draw the far half first
  const ends = [[-len / 2, -5], [5, len / 2]].sort((p, q) => cam.depth(e((p[0] + p[1]) / 2)) - cam.depth(e((q[0] + q[1]) / 2)));
  let s = rod(cam, defs, e(-len / 2), e(len / 2), 1.3, '#b8bec5');
  for (const [t0, t1] of ends) { const a = t0 < 0 ? t0 + 1.2 : t0; const b = t1 > 0 ? t1 - 1.2 : t1; s += rod(cam, defs, e(a), e(b), 1.85, '#2b3036', { cap: 'round' }); }
  s += rod(cam, defs, e(-len / 2), e(-len / 2 + 0.8), 2.1, C.accent, { cap: 'butt' });
  s += rod(cam, defs, e(len / 2 - 0.8), e(len / 2), 2.1, C.accent, { cap: 'butt' });
  return s;
}

/** A loose flywheel disc lying flat (accessory) with a size label. */
export function looseDisc(cam, defs, x, y, z, r, th, label) {
  let s = prism(cam, defs, circlePts(x, y, r, 96), z, z + th, { side: '#8f979f', amb: 0.5, dif: 0.8, spec: 0.6, top: false }).svg;
  const lab = label ? text(label, { x: 0, y: r * 0.62 + r * 0.1, size: r * 0.2, weight: 700, fill: '#2b3036', anchor: 'middle' }) : '';
  s += `<g transform="${cam.plane(x, y, z + th)}">${discPattern(defs, r, 90, {})}${lab}</g>`;
  return s;
}

/* ---------------- athlete figure ---------------- */
/**
 * Mannequin figure. pose: object of world joints (cm):
 * head, neck, sh[L,R], el[L,R], ha[L,R], hip[L,R], kn[L,R], an[L,R], toe[L,R]
 */
/** Tapered capsule between screen points A, B with radii ra, rb (px). */
function capsule(A, B, ra, rb) {
  const dx = B[0] - A[0], dy = B[1] - A[1]; const d = Math.hypot(dx, dy);
  if (d < Math.abs(ra - rb) + 0.01) { const [C0, r] = ra > rb ? [A, ra] : [B, rb]; return `M${f1(C0[0] - r)} ${f1(C0[1])}a${f1(r)} ${f1(r)} 0 1 0 ${f1(2 * r)} 0a${f1(r)} ${f1(r)} 0 1 0 ${f1(-2 * r)} 0Z`; }
  const ux = dx / d, uy = dy / d; const s = (ra - rb) / d; const c = Math.sqrt(Math.max(0, 1 - s * s));
  // tangent normals
  const n1 = [ux * s - uy * c, uy * s + ux * c]; const n2 = [ux * s + uy * c, uy * s - ux * c];
  const a1 = [A[0] + n1[0] * ra, A[1] + n1[1] * ra], b1 = [B[0] + n1[0] * rb, B[1] + n1[1] * rb];
  const a2 = [A[0] + n2[0] * ra, A[1] + n2[1] * ra], b2 = [B[0] + n2[0] * rb, B[1] + n2[1] * rb];
  return `M${f1(a1[0])} ${f1(a1[1])}L${f1(b1[0])} ${f1(b1[1])}A${f1(rb)} ${f1(rb)} 0 0 0 ${f1(b2[0])} ${f1(b2[1])}L${f1(a2[0])} ${f1(a2[1])}A${f1(ra)} ${f1(ra)} 0 ${ra > rb ? 0 : 0} 0 ${f1(a1[0])} ${f1(a1[1])}Z`;
}
function hullPath(pts) { return poly(hull(pts)); }

/**
 * Mannequin figure from world joints (cm):
 * head, neck, sh[L,R], el[L,R], ha[L,R], hip[L,R], kn[L,R], an[L,R], toe[L,R]
 */
export function figure(cam, defs, J, { color = '#1a1e23', far = null, extra = [], fill = null } = {}) {
  const farC = far || shade(color, 0.72);
  const k = cam.s; const P = (p) => cam.p(p);
  const limb = (a, b, wa, wb) => capsule(P(a), P(b), (wa / 2) * k, (wb / 2) * k);
  const mid = (a, b) => a.map((v, i) => (v + b[i]) / 2);
  const sideD = (i) => cam.depth(J.sh[i]) + cam.depth(J.hip[i]) + cam.depth(J.kn[i]);
  const farSide = sideD(0) < sideD(1) ? 0 : 1;
  const pth = (d, c) => `<path d="${d}" fill="${c}"/>`;
  const legArm = (i, c) => [limb(J.hip[i], J.kn[i], 16, 11.5), limb(J.kn[i], J.an[i], 11, 7.5), limb(J.an[i], J.toe[i], 7.5, 6),
    limb(J.sh[i], J.el[i], 10.5, 8), limb(J.el[i], J.ha[i], 8, 6), capsule(P(J.ha[i]), P(J.ha[i]), 4.6 * k, 4.6 * k)].map((d) => pth(d, c)).join('');
  // torso loft: cross-sections (ellipses) at pelvis, waist, chest
  const pel = mid(J.hip[0], J.hip[1]); const ch = mid(J.sh[0], J.sh[1]);
  const lat = norm(J.sh[1].map((v, i) => v - J.sh[0][i])); const up = norm(ch.map((v, i) => v - pel[i]));
  const fw = norm([lat[1] * up[2] - lat[2] * up[1], lat[2] * up[0] - lat[0] * up[2], lat[0] * up[1] - lat[1] * up[0]]);
  const ring = (c, rl, rf) => { const o = []; for (let t = 0; t < 24; t++) { const a = (t / 24) * Math.PI * 2; o.push(P(c.map((v, i) => v + lat[i] * rl * Math.cos(a) + fw[i] * rf * Math.sin(a)))); } return o; };
  const lerp = (a, b, t) => a.map((v, i) => v + (b[i] - v) * t);
  const r0 = ring(lerp(pel, ch, -0.08), 16, 11), r1 = ring(lerp(pel, ch, 0.42), 13.5, 10), r2 = ring(lerp(pel, ch, 0.78), 17, 11.5), r3 = ring(lerp(pel, ch, 1.0), 19.5, 8);
  const fc = fill || color;
  const torso = [hullPath(r0.concat(r1)), hullPath(r1.concat(r2)), hullPath(r2.concat(r3)), limb(ch, J.neck, 10, 9)].map((d) => pth(d, fc)).join('');
  const Hd = P(J.head);
  let s = legArm(farSide, farC);
  for (const e of extra.filter((x) => x.behind)) s += e.svg;
  s += torso;
  s += `<ellipse cx="${f1(Hd[0])}" cy="${f1(Hd[1])}" rx="${f1(9.4 * k)}" ry="${f1(11 * k)}" fill="${fc}"/>`;
  for (const e of extra.filter((x) => !x.behind)) s += e.svg;
  s += legArm(1 - farSide, fc);
  return s;
}

/**
 * Pose builder in the figure's own frame (forward f along -y by default => facing the front camera).
 * params: squat 0..1 (hinge + knee bend), arms: 'down' | 'row' | 'curl' | 'up' | {custom}
 */
export function pose({ squat = 0, hinge = null, stance = 17, facing = 0, armLift = 0, elbow = 0, handsTo = null, lunge = 0, ox = 0, oy = 0, oz = 6.5 } = {}) {
  // local frame: forward F, lateral Lt, up Z
  const fa = rad(facing); const F = [Math.sin(fa), -Math.cos(fa), 0]; const Lt = [Math.cos(fa), Math.sin(fa), 0];
  const P = (fw, lat, up) => [ox + F[0] * fw + Lt[0] * lat, oy + F[1] * fw + Lt[1] * lat, oz + up];
  const shin = 45, thigh = 45, torso = 52, upper = 29, fore = 27, neck = 7;
  const aS = rad(32 * squat), aT = rad(78 * squat);
  const legs = [0, 1].map((i) => {
    const lat = (i === 0 ? -1 : 1) * stance; const lw = lunge * (i === 0 ? 1 : -1);
    const an = [lw * 30, lat, 3.5];
    const aSi = aS + rad(lw * 25), aTi = aT + rad(lw > 0 ? 40 * lw : -30 * lw);
    const kn = [an[0] + shin * Math.sin(aSi), lat * 0.95, an[2] + shin * Math.cos(aSi)];
    const hip = [kn[0] - thigh * Math.sin(aTi), lat * 0.55, kn[2] + thigh * Math.cos(aTi)];
    return { an, kn, hip, toe: [an[0] + 17, lat * 1.05, 1.5] };
  });
  const hipC = [(legs[0].hip[0] + legs[1].hip[0]) / 2, 0, (legs[0].hip[2] + legs[1].hip[2]) / 2];
  // torso lean: keep shoulders over mid-foot unless hinge is given
  let aB = hinge != null ? rad(hinge) : Math.asin(Math.max(-0.95, Math.min(0.95, (2 - hipC[0]) / torso)));
  const chest = [hipC[0] + torso * Math.sin(aB), 0, hipC[2] + torso * Math.cos(aB)];
  const sh = [-1, 1].map((sg) => [chest[0], sg * 19, chest[2]]);
  const neckP = [chest[0] + neck * Math.sin(aB), 0, chest[2] + neck * Math.cos(aB)];
  const head = [neckP[0] + 10 * Math.sin(aB) + 1.5, 0, neckP[2] + 10 * Math.cos(aB)];
  // arms: lift angle from hanging (deg, forward), elbow flex (deg)
  const arms = sh.map((s0, i) => {
    const la = rad(armLift); const el = [s0[0] + upper * Math.sin(la), s0[1] * 0.92, s0[2] - upper * Math.cos(la)];
    const fa2 = la + rad(elbow); let ha = [el[0] + fore * Math.sin(fa2), s0[1] * 0.6, el[2] - fore * Math.cos(fa2)];
    if (handsTo) {
      // two-bone IK toward target (in side plane), hands at lateral +-handsTo.w
      const tgt = [handsTo.x, (i === 0 ? -1 : 1) * (handsTo.w || 12), handsTo.z];
      const dx = tgt[0] - s0[0], dz = tgt[2] - s0[2], dy = tgt[1] - s0[1]; let d = Math.hypot(dx, dz, dy);
      d = Math.min(d, upper + fore - 0.01);
      const base = Math.atan2(dx, -dz); const cosA = (upper * upper + d * d - fore * fore) / (2 * upper * d);
      const A = base - Math.acos(Math.max(-1, Math.min(1, cosA))) * (handsTo.bendBack ? -1 : 1);
      const elb = [s0[0] + upper * Math.sin(A), s0[1] + dy * 0.45, s0[2] - upper * Math.cos(A)];
      ha = tgt; return { el: elb, ha };
    }
    return { el, ha };
  });
  const W = (p) => P(p[0], p[1], p[2]);
  return {
    head: W(head), neck: W(neckP),
    sh: sh.map(W), el: arms.map((a) => W(a.el)), ha: arms.map((a) => W(a.ha)),
    hip: legs.map((l) => W(l.hip)), kn: legs.map((l) => W(l.kn)), an: legs.map((l) => W(l.an)), toe: legs.map((l) => W(l.toe)),
  };
}
