// Scene definitions: each returns a complete SVG string.
import {
  C, Defs, Cam, svg, text, textWidth, device, figure, pose, strapAndHandle, handleBar, looseDisc,
  floorShadow, DEV, f1, f2, resetIds,
} from './lib.mjs';

const TOP = DEV.H + DEV.pillarH;

/* ---------- backgrounds ---------- */
function bgMist(d, w, h, { cx = 0.55, cy = 0.45 } = {}) {
  const g = d.rad([[0, '#ffffff'], [0.6, '#f5f6f8'], [1, '#e9ebee']], { cx, cy, r: 0.75 });
  return `<rect width="${w}" height="${h}" fill="${C.mist}"/><rect width="${w}" height="${h}" fill="${g}"/>`;
}
function bgInk(d, w, h, { cx = 0.62, cy = 0.45, r = 0.7 } = {}) {
  const g = d.rad([[0, '#2c333b'], [0.45, '#1a1f25'], [1, C.ink]], { cx, cy, r });
  return `<rect width="${w}" height="${h}" fill="${C.ink}"/><rect width="${w}" height="${h}" fill="${g}"/>`;
}
const floorLine = (d, w, y, dark = false) => {
  const g = d.lin([[0, dark ? '#ffffff' : '#000000', 0], [0.5, dark ? '#ffffff' : '#000000', dark ? 0.07 : 0.05], [1, dark ? '#ffffff' : '#000000', 0]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  return `<rect x="0" y="${f1(y)}" width="${w}" height="1" fill="${g}"/>`;
};

/** Device + figure holding the handle. */
function athlete(cam, d, p, { color = '#1b1f24', far, disc = 0, shadow = true, strap = true } = {}) {
  const J = pose({ stance: 24, ...p });
  const hc = [(J.ha[0][0] + J.ha[1][0]) / 2, (J.ha[0][1] + J.ha[1][1]) / 2, (J.ha[0][2] + J.ha[1][2]) / 2];
  let s = floorShadow(cam, d, 0, 0, 62, 40, 0.22);
  s += device(cam, d, { disc, handle: false, shadow });
  const sh = strap ? strapAndHandle(cam, d, [0, 0, TOP], hc, { len: 34 }) : '';
  s += figure(cam, d, J, { color, far, extra: [{ behind: true, svg: sh }] });
  return s;
}

/* ---------- hero clip frames ---------- */
export function heroFrame(w, h, t, T) {
  resetIds(); const d = new Defs();
  const ph = (2 * Math.PI * t) / T;
  const disc = (720 * t) / T + 28 * Math.sin(ph);
  const hz = 58 + 5 * Math.sin(ph);
  const portrait = h > w;
  const cam = portrait ? new Cam({ az: -30, el: 24, s: 7.4, cx: 360, cy: 770 }) : new Cam({ az: -30, el: 22, s: 8.0, cx: 840, cy: 585 });
  let b = bgInk(d, w, h, portrait ? { cx: 0.5, cy: 0.72, r: 0.75 } : { cx: 0.66, cy: 0.62, r: 0.7 });
  // soft accent glow behind the flywheel
  const glow = d.rad([[0, C.accent, 0.16], [1, C.accent, 0]]);
  b += `<ellipse transform="${cam.plane(0, 0, 0)}" rx="70" ry="45" fill="${glow}"/>`;
  b += device(cam, d, { disc, handleZ: hz });
  return svg(w, h, b, d.toString());
}

/* ---------- exercise clip (squat rep) ---------- */
export function exerciseFrame(w, h, t, T) {
  resetIds(); const d = new Defs();
  const u = t / T; const q = 0.5 - 0.5 * Math.cos(2 * Math.PI * u); // 0 top -> 1 bottom -> 0
  const sq = 0.12 + 0.72 * q;
  // flywheel angle ~ accumulated strap travel (always same direction), 360 per rep
  const travel = u < 0.5 ? q / 2 : 1 - q / 2;
  const disc = 360 * travel;
  const cam = new Cam({ az: -38, el: 12, s: 2.75, cx: 370, cy: 640 });
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.55 });
  b += floorLine(d, w, 640 - 30, false);
  const J0 = pose({ stance: 24, squat: sq });
  const shz = J0.sh[0][2];
  b += athlete(cam, d, { squat: sq, handsTo: { x: 3, z: shz - 54, w: 9 } }, { disc });
  return svg(w, h, b, d.toString());
}

/* ---------- features 800x600 ---------- */
export function featureInertial() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  const cam = new Cam({ az: -24, el: 40, s: 8.4, cx: 400, cy: 345 });
  let b = bgMist(d, w, h);
  b += device(cam, d, { disc: 30, handleZ: null, handle: false });
  // rotation arcs around the flywheel window
  const arc = (r, a0, a1, col, sw, op) => {
    const p = (a) => `${f2(r * Math.cos((a * Math.PI) / 180))} ${f2(r * Math.sin((a * Math.PI) / 180))}`;
    return `<path d="M${p(a0)}A${r} ${r} 0 0 1 ${p(a1)}" fill="none" stroke="${col}" stroke-width="${sw}" stroke-linecap="round" opacity="${op}"/>`;
  };
  let g = '';
  g += arc(20.5, 200, 320, C.accent, 0.9, 1) + arc(20.5, 20, 140, C.accent, 0.9, 1);
  g += arc(24, 205, 300, C.accent, 0.45, 0.45) + arc(24, 25, 120, C.accent, 0.45, 0.45);
  // arrow heads
  const head = (a, r) => { const x = r * Math.cos((a * Math.PI) / 180), y = r * Math.sin((a * Math.PI) / 180); return `<path transform="translate(${f2(x)} ${f2(y)}) rotate(${a + 90})" d="M-1.6 -1.4L1.2 0L-1.6 1.4Z" fill="${C.accent}"/>`; };
  g += head(322, 20.5) + head(142, 20.5);
  b += `<g transform="${cam.plane(0, 0, DEV.H + 0.2)}">${g}</g>`;
  return svg(w, h, b, d.toString());
}

export function featureStrength() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.5 });
  // power curve behind
  let path = ''; for (let i = 0; i <= 60; i++) { const x = 60 + (680 * i) / 60; const y = 420 - 230 * Math.pow(Math.sin((Math.PI * i) / 60), 1.6) * (0.6 + 0.4 * i / 60); path += `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`; }
  const pg = d.lin([[0, C.accent, 0.0], [0.5, C.accent, 0.9], [1, C.accent, 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  b += `<path d="${path}" fill="none" stroke="${pg}" stroke-width="5" stroke-linecap="round"/>`;
  for (let i = 0; i < 7; i++) b += `<rect x="${90 + i * 95}" y="${470 - (i % 3 + 1) * 18}" width="38" height="${(i % 3 + 1) * 18}" rx="4" fill="${i === 4 ? C.accent : '#d5d9de'}"/>`;
  const cam = new Cam({ az: -48, el: 11, s: 2.2, cx: 400, cy: 545 });
  const sq = 0.55; const J0 = pose({ stance: 24, squat: sq });
  b += athlete(cam, d, { squat: sq, handsTo: { x: 3, z: J0.sh[0][2] - 54, w: 9 } }, { disc: 40 });
  return svg(w, h, b, d.toString());
}

export function featureSpectrum() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = bgMist(d, w, h);
  const cam = new Cam({ az: 0, el: 34, s: 6.2, cx: 400, cy: 330 });
  const discs = [[5, 7, 2.0], [10, 9.5, 2.4], [25, 12.5, 2.8], [50, 15.5, 3.2]];
  let x = -50;
  discs.forEach(([lab, r, th], i) => {
    x += i ? r + discs[i - 1][1] + 4 : 0;
    b += floorShadow(cam, d, x, 0, r * 1.25, r * 1.25, 0.3);
    b += looseDisc(cam, d, x, 0, 0, r, th, null);
    const P = cam.p([x, -r, 0]);
    b += text(String(lab), { x: P[0], y: 440, size: 22, weight: 700, fill: i === 3 ? C.accent : C.ink, anchor: 'middle' });
  });
  // spectrum bar
  const sg = d.lin([[0, '#d5d9de'], [0.6, '#ffa27d'], [1, C.accent]], { x1: 0, y1: 0, x2: 1, y2: 0 });
  b += `<rect x="120" y="470" width="560" height="10" rx="5" fill="${sg}"/>`;
  b += `<circle cx="120" cy="475" r="9" fill="#ffffff" stroke="#c7ccd2" stroke-width="2"/><circle cx="680" cy="475" r="9" fill="#ffffff" stroke="${C.accent}" stroke-width="3"/>`;
  return svg(w, h, b, d.toString());
}

/** Phone with the training screen, drawn in flat 2D at (x,y) scale k (base 300x600). */
function phone(d, x, y, k = 1, { tilt = 0 } = {}) {
  let s = `<g transform="translate(${x} ${y}) rotate(${tilt}) scale(${k})">`;
  const sh = d.blur(14);
  s += `<rect x="10" y="24" width="300" height="600" rx="46" fill="#000" opacity="0.28" filter="${sh}"/>`;
  const bez = d.lin([[0, '#3a4048'], [1, '#0c0e11']], { x1: 0, y1: 0, x2: 1, y2: 1 });
  s += `<rect width="300" height="600" rx="46" fill="${bez}"/><rect x="3" y="3" width="294" height="594" rx="43" fill="none" stroke="#5b6470" stroke-opacity="0.6" stroke-width="1.5"/>`;
  s += `<rect x="12" y="12" width="276" height="576" rx="36" fill="#101317"/>`;
  s += `<rect x="118" y="24" width="64" height="18" rx="9" fill="#000"/>`;
  // status / header
  s += text('9:41', { x: 40, y: 39, size: 12, weight: 600, fill: '#ffffff' });
  s += `<rect x="236" y="30" width="22" height="10" rx="3" fill="none" stroke="#fff" stroke-width="1.2"/><rect x="238" y="32" width="15" height="6" rx="1.5" fill="#fff"/>`;
  s += logoMark(50, 82, 11, { light: true }) + text('INERCISE', { x: 68, y: 87, size: 12, weight: 700, fill: '#ffffff', ls: 2 });
  // gauge
  const cx = 150, cy = 210, r = 78;
  const arcP = (a0, a1) => { const p = (a) => `${f1(cx + r * Math.cos(a))} ${f1(cy + r * Math.sin(a))}`; const large = a1 - a0 > Math.PI ? 1 : 0; return `M${p(a0)}A${r} ${r} 0 ${large} 1 ${p(a1)}`; };
  const a0 = Math.PI * 0.75, a1 = Math.PI * 2.25; const av = a0 + (a1 - a0) * 0.72;
  s += `<path d="${arcP(a0, a1)}" stroke="#262b32" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  const gg = d.lin([[0, '#ff8a5c'], [1, C.accent]], { x1: 0, y1: 1, x2: 1, y2: 0 });
  s += `<path d="${arcP(a0, av)}" stroke="${gg}" stroke-width="14" fill="none" stroke-linecap="round"/>`;
  s += text('1 284', { x: cx, y: cy + 8, size: 40, weight: 700, fill: '#ffffff', anchor: 'middle' });
  s += text('W', { x: cx, y: cy + 34, size: 14, weight: 600, fill: '#9aa1aa', anchor: 'middle' });
  // stat tiles
  const tiles = [['7/10', 'REP'], ['0.18', 'kg·m²'], ['2.4', 'm/s']];
  tiles.forEach(([v, l], i) => {
    const tx = 28 + i * 84;
    s += `<rect x="${tx}" y="316" width="76" height="62" rx="12" fill="#1b1f25"/>`;
    s += text(v, { x: tx + 38, y: 346, size: 18, weight: 700, fill: '#ffffff', anchor: 'middle' });
    s += text(l, { x: tx + 38, y: 366, size: 10, weight: 500, fill: '#8a929c', anchor: 'middle' });
  });
  // rep bars
  s += `<rect x="28" y="392" width="244" height="118" rx="14" fill="#1b1f25"/>`;
  const vals = [0.55, 0.68, 0.74, 0.8, 0.78, 0.86, 0.92, 0.6, 0.5, 0.4];
  vals.forEach((v, i) => { const bh = 80 * v; const on = i < 7; s += `<rect x="${44 + i * 22}" y="${f1(496 - bh)}" width="14" height="${f1(bh)}" rx="4" fill="${on ? (i === 6 ? C.accent : '#5b6470') : '#2a3038'}"/>`; });
  // start button
  s += `<rect x="28" y="524" width="244" height="44" rx="22" fill="${C.accent}"/>`;
  s += `<path d="M143 536L161 546L143 556Z" fill="#fff"/>`;
  s += '</g>';
  return s;
}

export function featureApp() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = bgMist(d, w, h, { cx: 0.6, cy: 0.5 });
  const cam = new Cam({ az: -30, el: 22, s: 4.6, cx: 275, cy: 470 });
  b += device(cam, d, { disc: 10, handleZ: 44 });
  // signal arcs
  for (let i = 0; i < 3; i++) { const r = 16 + i * 14; const a = 0.75; b += `<path d="M${f1(410 + r * Math.cos(-a))} ${f1(250 + r * Math.sin(-a))}A${r} ${r} 0 0 1 ${f1(410 + r * Math.cos(a))} ${f1(250 + r * Math.sin(a))}" fill="none" stroke="${C.accent}" stroke-width="4" stroke-linecap="round" opacity="${1 - i * 0.25}"/>`; }
  b += `<circle cx="410" cy="250" r="4" fill="${C.accent}"/>`;
  b += phone(d, 520, 60, 0.8, { tilt: 6 });
  return svg(w, h, b, d.toString());
}

/* ---------- device set / benefits ---------- */
function hipBelt(cam, d, x, y) {
  const g = `<g transform="${cam.plane(x, y, 0.5)}"><ellipse rx="17" ry="11" fill="none" stroke="#1c2025" stroke-width="5.5"/><ellipse rx="17" ry="11" fill="none" stroke="#39404a" stroke-width="0.6" stroke-dasharray="1.2 0.8"/><rect x="-3" y="8.5" width="6" height="5" rx="1" fill="#b9bfc6"/><rect x="-9" y="-14" width="18" height="5" rx="2" fill="${C.accent}"/></g>`;
  return floorShadow(cam, d, x, y, 24, 16, 0.2) + g;
}
function ankleStrap(cam, d, x, y) {
  return floorShadow(cam, d, x, y, 11, 8, 0.2) + `<g transform="${cam.plane(x, y, 0.6)}"><ellipse rx="8" ry="5.5" fill="none" stroke="#23272d" stroke-width="4"/><circle cx="8.5" cy="0" r="1.6" fill="none" stroke="#c7ccd2" stroke-width="0.8"/><rect x="-5" y="-7.4" width="10" height="2" rx="1" fill="${C.accent}"/></g>`;
}
export function deviceSet() {
  resetIds(); const d = new Defs(); const w = 1200, h = 900;
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.45 });
  const cam = new Cam({ az: -28, el: 26, s: 7.0, cx: 620, cy: 590 });
  // disc stack right-back
  const stack = [[50, 19, 3.2], [25, 15.5, 2.8], [10, 12, 2.4], [5, 9, 2.0]];
  let z = 0; let st = floorShadow(cam, d, 64, 26, 24, 24, 0.3);
  for (const [, r, th] of stack) { st += looseDisc(cam, d, 64, 26, z, r, th, null); z += th + 0.6; }
  b += st;
  b += device(cam, d, { disc: 15, handleZ: 78 });
  // spare handle on the floor, front
  b += floorShadow(cam, d, 34, -44, 22, 5, 0.3);
  b += handleBar(cam, d, [34, -44, 2.2], [Math.cos(0.3), Math.sin(0.3), 0], 34);
  b += hipBelt(cam, d, -44, -34);
  b += ankleStrap(cam, d, -4, -48);
  return svg(w, h, b, d.toString());
}

export function benefits() {
  resetIds(); const d = new Defs(); const w = 1200, h = 800;
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.5 });
  b += `<circle cx="620" cy="420" r="280" fill="#ffffff"/>`;
  b += `<circle cx="620" cy="420" r="280" fill="none" stroke="${C.line}" stroke-width="2"/>`;
  b += `<path d="M${f1(620 + 280 * Math.cos(-2.3))} ${f1(420 + 280 * Math.sin(-2.3))}A280 280 0 0 1 ${f1(620 + 280 * Math.cos(-0.6))} ${f1(420 + 280 * Math.sin(-0.6))}" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/>`;
  const cam = new Cam({ az: -58, el: 10, s: 2.75, cx: 620, cy: 715 });
  b += athlete(cam, d, { squat: 0.35, hinge: 38, handsTo: { x: 10, z: 62, w: 9 } }, { disc: 70 });
  return svg(w, h, b, d.toString());
}

/* ---------- discover turntable ---------- */
export function discoverFrame(i, n = 14) {
  resetIds(); const d = new Defs(); const w = 800, h = 800;
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.55 });
  const cam = new Cam({ az: -30 + (360 * i) / n, el: 22, s: 7.4, cx: 400, cy: 560 });
  b += device(cam, d, { disc: 20, handleZ: 66 });
  return svg(w, h, b, d.toString());
}

/* ---------- advantages 800x600 ---------- */
export function advantageGeneral() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = bgMist(d, w, h);
  const cam = new Cam({ az: -30, el: 26, s: 6.4, cx: 400, cy: 360 });
  b += device(cam, d, { disc: 0, handleZ: null, handle: false });
  // No measurements drawn in: the page's text gives them from the product's specification (68 x 42 cm, 12 cm
  // folded), so the picture cannot tell a different size than the shop sells.
  return svg(w, h, b, d.toString());
}

export function advantagePossibilities() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = `<rect width="${w}" height="${h}" fill="${C.mist}"/>`;
  const poses = [
    { squat: 0.8, handsTo: { x: 3, z: 46, w: 9 } },
    { squat: 0.35, hinge: 45, handsTo: { x: 12, z: 80, w: 9, bendBack: true } },
    { squat: 0.05, hinge: 2, handsTo: { x: 22, z: 112, w: 9, bendBack: true } },
    { squat: 0.3, hinge: 30, handsTo: { x: 6, z: 60, w: 9 } },
    { squat: 0.05, hinge: 0, handsTo: { x: 4, z: 160, w: 14 } },
    { squat: 0.85, handsTo: { x: 3, z: 44, w: 9 } },
  ];
  poses.forEach((p, i) => {
    const col = i % 3, row = Math.floor(i / 3); const x = 28 + col * 252, y = 28 + row * 276;
    b += `<rect x="${x}" y="${y}" width="240" height="264" rx="14" fill="#ffffff"/>`;
    const cam = new Cam({ az: i === 5 ? -10 : -62 + (i % 2) * 20, el: 10, s: 1.16, cx: x + 120, cy: y + 240 });
    b += athlete(cam, d, p, { color: i === 4 ? C.accent : '#1b1f24', far: i === 4 ? C.accentDark : undefined, disc: i * 30 });
  });
  return svg(w, h, b, d.toString());
}

export function advantageEverywhere() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  const wall = d.lin([[0, '#f7f8f9'], [1, '#eceef1']]);
  let b = `<rect width="${w}" height="${h}" fill="${wall}"/>`;
  const floorG = d.lin([[0, '#e3e6ea'], [1, '#d3d8de']]);
  b += `<path d="M0 420L800 420L800 600L0 600Z" fill="${floorG}"/>`;
  b += `<rect x="0" y="414" width="800" height="8" fill="#ffffff"/>`;
  // window with light
  b += `<rect x="470" y="60" width="230" height="300" rx="6" fill="#ffffff" stroke="#d5d9de" stroke-width="8"/>`;
  b += `<path d="M585 60V360M470 210H700" stroke="#d5d9de" stroke-width="6"/>`;
  const sky = d.lin([[0, '#dde8f3'], [1, '#f4f7fb']]);
  b += `<rect x="474" y="64" width="222" height="292" fill="${sky}" opacity="0.7"/>`;
  const beam = d.lin([[0, '#ffffff', 0.8], [1, '#ffffff', 0]], { x1: 1, y1: 0, x2: 0, y2: 1 });
  b += `<path d="M470 420L700 420L560 600L170 600Z" fill="${beam}" opacity="0.55"/>`;
  // plant
  b += `<path d="M120 330L170 330L162 414L128 414Z" fill="#c9ced4"/>`;
  for (const [a, l] of [[-40, 90], [-15, 110], [10, 100], [35, 80], [-60, 60], [55, 60]]) b += `<ellipse cx="145" cy="${330 - l / 2}" rx="10" ry="${l / 2}" fill="#6f8f7a" transform="rotate(${a} 145 330)" opacity="0.9"/>`;
  // rug
  const cam = new Cam({ az: -26, el: 20, s: 4.4, cx: 400, cy: 510 });
  b += `<ellipse transform="${cam.plane(0, 0, 0)}" rx="62" ry="40" fill="#c7ccd2" opacity="0.55"/>`;
  b += device(cam, d, { disc: 0, handleZ: 58 });
  return svg(w, h, b, d.toString());
}

export function advantageInjury() {
  resetIds(); const d = new Defs(); const w = 800, h = 600;
  let b = bgMist(d, w, h, { cx: 0.45, cy: 0.5 });
  // force curves: concentric (grey) vs eccentric overload (accent)
  const curve = (amp, shift, col, sw, op) => { let p = ''; for (let i = 0; i <= 60; i++) { const x = 420 + i * 5.5; const y = 330 - amp * Math.sin(Math.PI * ((i + shift) / 60)); p += `${i ? 'L' : 'M'}${f1(x)} ${f1(y)}`; } return `<path d="${p}" fill="none" stroke="${col}" stroke-width="${sw}" stroke-linecap="round" opacity="${op}"/>`; };
  b += `<rect x="400" y="120" width="360" height="260" rx="18" fill="#ffffff"/>`;
  b += `<path d="M420 330H740" stroke="${C.line}" stroke-width="2"/>`;
  b += curve(120, 0, '#c7ccd2', 5, 1) + curve(170, 4, C.accent, 5, 1);
  // shield mark
  b += `<path d="M700 150l26 10v18c0 16-11 27-26 33c-15-6-26-17-26-33v-18z" fill="${C.accent}" opacity="0.12"/><path d="M700 150l26 10v18c0 16-11 27-26 33c-15-6-26-17-26-33v-18z" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linejoin="round"/><path d="M689 180l8 8l14-16" fill="none" stroke="${C.accent}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
  const cam = new Cam({ az: -62, el: 10, s: 2.2, cx: 210, cy: 555 });
  const J0 = pose({ stance: 24, squat: 0.6 });
  b += athlete(cam, d, { squat: 0.6, handsTo: { x: 3, z: J0.sh[0][2] - 54, w: 9 } }, { disc: 0 });
  return svg(w, h, b, d.toString());
}

/* ---------- atlas ---------- */
export function atlasBanner(n) {
  resetIds(); const d = new Defs(); const w = 1440, h = 600;
  let b = bgInk(d, w, h, { cx: 0.68, cy: 0.6, r: 0.6 });
  b += floorLine(d, w, 548, true);
  const cfg = [
    { az: -42, phases: [0.15, 0.5, 0.85], p: (q) => ({ squat: q, handsTo: { x: 3, z: pose({ stance: 24, squat: q }).sh[0][2] - 54, w: 9 } }) },
    { az: -75, phases: [0.2, 0.55, 0.9], p: (q) => ({ squat: 0.35, hinge: 45, handsTo: { x: 10 + 4 * q, z: 58 + 28 * q, w: 9, bendBack: true } }) },
    { az: -20, phases: [0.1, 0.5, 0.9], p: (q) => ({ squat: 0.12 + 0.3 * (1 - q), hinge: 5 + 40 * (1 - q), handsTo: { x: 6, z: 48 + 36 * q, w: 9 } }) },
  ][n - 1];
  const cam = new Cam({ az: cfg.az, el: 9, s: 2.85, cx: 1020, cy: 570 });
  // ghost phases (motion trail) then the main figure
  cfg.phases.slice(0, 2).forEach((q, i) => {
    const J = pose({ stance: 24, ...cfg.p(q) });
    b += `<g opacity="${0.12 + i * 0.1}">${figure(cam, d, J, { color: '#aab1ba', far: '#8d949d' })}</g>`;
  });
  b += athlete(cam, d, cfg.p(cfg.phases[2]), { color: '#e9ecef', far: '#9ea5ae', disc: n * 40 });
  const glow = d.rad([[0, C.accent, 0.22], [1, C.accent, 0]]);
  b += `<ellipse cx="1020" cy="570" rx="260" ry="26" fill="${glow}"/>`;
  return svg(w, h, b, d.toString());
}

const arrow = (x, y, dir, col = C.accent, len = 60) => {
  const s = dir === 'up' ? -1 : 1; const y2 = y + s * len;
  return `<path d="M${x} ${y}V${y2 - s * 10}" stroke="${col}" stroke-width="6" stroke-linecap="round"/><path d="M${x - 12} ${y2 - s * 14}L${x} ${y2}L${x + 12} ${y2 - s * 14}" fill="none" stroke="${col}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
};
export function atlasStep(n) {
  resetIds(); const d = new Defs(); const w = 480, h = 360;
  let b = bgMist(d, w, h, { cx: 0.5, cy: 0.5 });
  b += `<circle cx="52" cy="52" r="26" fill="${C.ink}"/>` + text(String(n), { x: 52, y: 61, size: 26, weight: 700, fill: '#ffffff', anchor: 'middle' });
  if (n === 1) {
    const cam = new Cam({ az: -28, el: 30, s: 4.2, cx: 250, cy: 260 });
    b += device(cam, d, { disc: 0, handleZ: null, handle: false });
    b += looseDisc(cam, d, 0, 0, 30, 14.3, 2.4, null);
    b += arrow(400, 96, 'down', C.accent, 60);
    return svg(w, h, b, d.toString());
  }
  const cam = new Cam({ az: -40, el: 10, s: 1.6, cx: 250, cy: 335 });
  const Q = { 2: 0.88, 3: 0.45, 4: 0.1, 5: 0.5 }[n];
  const J0 = pose({ stance: 24, squat: Q });
  b += athlete(cam, d, { squat: Q, handsTo: { x: 3, z: J0.sh[0][2] - 54, w: 9 } }, { disc: n * 50 });
  if (n === 3) b += arrow(390, 250, 'up');
  if (n === 4) b += arrow(390, 150, 'down', C.ink);
  if (n === 5) b += `<path d="M360 190a34 34 0 1 1 -10 -24" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/><path d="M340 150l12 16l-20 4" fill="none" stroke="${C.accent}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`;
  return svg(w, h, b, d.toString());
}

/* ---------- app ---------- */
export function appScreen() {
  resetIds(); const d = new Defs(); const w = 600, h = 1200;
  let b = `<rect width="${w}" height="${h}" fill="none"/>`;
  b += phone(d, 20, 0, 1.86);
  return svg(w, h, b.replace(/<rect x="10" y="24"[^>]*\/>/, ''), d.toString());
}

/* ---------- article fallback ---------- */
export function articleFallback() {
  resetIds(); const d = new Defs(); const w = 1200, h = 630;
  let b = bgInk(d, w, h, { cx: 0.66, cy: 0.6, r: 0.7 });
  const cam = new Cam({ az: -32, el: 24, s: 6.6, cx: 800, cy: 470 });
  const glow = d.rad([[0, C.accent, 0.16], [1, C.accent, 0]]);
  b += `<ellipse transform="${cam.plane(0, 0, 0)}" rx="70" ry="45" fill="${glow}"/>`;
  b += device(cam, d, { disc: 40, handleZ: 52 });
  b += logoMark(120, 300, 30, { light: true }) + text('INERCISE', { x: 170, y: 313, size: 36, weight: 700, fill: '#ffffff', ls: 6 });
  return svg(w, h, b, d.toString());
}

/* ---------- brand marks (vector deliverables) ---------- */
/** Flywheel mark centred at (x,y), radius r. */
function logoMark(x, y, r, { light = false } = {}) {
  const ink = light ? '#ffffff' : C.ink;
  let s = `<g transform="translate(${f2(x)} ${f2(y)})">`;
  s += `<circle r="${f2(r * 0.86)}" fill="none" stroke="${ink}" stroke-width="${f2(r * 0.28)}"/>`;
  for (let i = 0; i < 5; i++) { const a = -Math.PI / 2 + (2 * Math.PI * i) / 5 + Math.PI / 5; s += `<circle cx="${f2(Math.cos(a) * r * 0.42)}" cy="${f2(Math.sin(a) * r * 0.42)}" r="${f2(r * 0.11)}" fill="${ink}"/>`; }
  s += `<circle r="${f2(r * 0.14)}" fill="${ink}"/>`;
  s += `<path d="M${f2(r * 0.86 * Math.cos(-1.15))} ${f2(r * 0.86 * Math.sin(-1.15))}A${f2(r * 0.86)} ${f2(r * 0.86)} 0 0 1 ${f2(r * 0.86 * Math.cos(-0.25))} ${f2(r * 0.86 * Math.sin(-0.25))}" fill="none" stroke="${C.accent}" stroke-width="${f2(r * 0.28)}"/>`;
  return s + '</g>';
}
export function logo(light = false) {
  const tw = textWidth('INERCISE', { size: 26, weight: 700, ls: 4.2 });
  const w = Math.ceil(48 + tw + 4);
  const b = logoMark(18, 20, 17, { light }) + text('INERCISE', { x: 46, y: 29.5, size: 26, weight: 700, fill: light ? '#ffffff' : C.ink, ls: 4.2 });
  return svg(w, 40, b).replace('<svg ', '<svg role="img" aria-label="Inercise" ');
}

function badge(label, glyph, w = 148) {
  let b = `<rect x="0.5" y="0.5" width="${w - 1}" height="39" rx="8" fill="#ffffff" stroke="${C.line}"/>`;
  b += `<g transform="translate(10 8)">${glyph}</g>`;
  b += text(label, { x: 42, y: 24.5, size: 12, weight: 600, fill: C.ink });
  return svg(w, 40, b).replace('<svg ', `<svg role="img" aria-label="${label}" `);
}
export function payments() {
  const st = `fill="none" stroke="${C.ink}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"`;
  const out = {};
  const lw = (l) => Math.ceil(42 + textWidth(l, { size: 12, weight: 600 }) + 14);
  const L1 = 'Przelewy online';
  out['online-transfer'] = badge(L1, `<circle cx="12" cy="12" r="10" ${st}/><path d="M2 12h20M12 2c3 3 4.5 6.5 4.5 10S15 19 12 22c-3-3-4.5-6.5-4.5-10S9 5 12 2z" ${st}/><circle cx="20" cy="19" r="4.5" fill="${C.accent}"/><path d="M18 19h4M20.4 17.4L22 19l-1.6 1.6" stroke="#fff" stroke-width="1.2" fill="none" stroke-linecap="round"/>`, lw(L1));
  const L2 = 'Karta / Card';
  out.card = badge(L2, `<rect x="0" y="3" width="26" height="18" rx="3" ${st}/><path d="M0 8.5h26" stroke="${C.ink}" stroke-width="2.6"/><rect x="3.5" y="13" width="6" height="4.5" rx="1" fill="${C.accent}"/><path d="M14 16h8" ${st}/>`, lw(L2));
  const L3 = 'Płatność mobilna';
  out['mobile-payment'] = badge(L3, `<rect x="3" y="0" width="14" height="24" rx="3" ${st}/><path d="M8 20.5h4" ${st}/><path d="M20 7a7 7 0 0 1 0 10M23 4.5a11 11 0 0 1 0 15" fill="none" stroke="${C.accent}" stroke-width="1.8" stroke-linecap="round"/><path d="M7.5 11l2 2l3.5-4" fill="none" stroke="${C.accent}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/>`, lw(L3));
  const L4 = 'Przelew bankowy';
  out['bank-transfer'] = badge(L4, `<path d="M1 8L12 2l11 6z" ${st}/><path d="M4 10v8M9 10v8M15 10v8M20 10v8M1 21h22" ${st}/><circle cx="12" cy="5.8" r="1.2" fill="${C.accent}"/>`, lw(L4));
  // instalments banner 320x64
  const g = `<linearGradient id="ib" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.accent}"/><stop offset="1" stop-color="${C.accentDark}"/></linearGradient>`;
  let b = `<rect width="320" height="64" rx="10" fill="${C.ink}"/>`;
  b += `<rect x="6" y="6" width="96" height="52" rx="7" fill="url(#ib)"/>`;
  b += text('0%', { x: 54, y: 43, size: 30, weight: 800, fill: '#ffffff', anchor: 'middle' });
  b += text('Raty 0% – kup na raty', { x: 118, y: 30, size: 15, weight: 700, fill: '#ffffff' });
  b += text('Rozłóż płatność na raty', { x: 118, y: 48, size: 11, weight: 500, fill: '#b9bfc6' });
  // little calendar glyph
  b += `<g transform="translate(286 20)" fill="none" stroke="${C.accent}" stroke-width="1.8" stroke-linecap="round"><rect x="0" y="2" width="22" height="20" rx="3"/><path d="M0 8h22M6 0v4M16 0v4"/><path d="M5 13h3M10 13h3M15 13h2M5 17h3M10 17h3" /></g>`;
  out['instalments-banner'] = svg(320, 64, b, g).replace('<svg ', '<svg role="img" aria-label="Raty 0% – kup na raty" ');
  return out;
}

export function storeBadge(kind) {
  const label = kind === 'ios' ? 'iOS app' : 'Android app';
  const tw = textWidth(label, { size: 17, weight: 700 });
  const w = Math.ceil(58 + Math.max(tw, textWidth('INERCISE', { size: 9, weight: 600, ls: 1.8 })) + 18);
  let b = `<rect width="${w}" height="52" rx="12" fill="${C.ink}"/><rect x="0.75" y="0.75" width="${w - 1.5}" height="50.5" rx="11.25" fill="none" stroke="#5b6470" stroke-width="1.5"/>`;
  const st = 'fill="none" stroke="#ffffff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
  if (kind === 'ios') b += `<g transform="translate(18 11)"><rect x="0" y="0" width="18" height="30" rx="4.5" ${st}/><path d="M6.5 3.8h5" ${st}/><path d="M6 26h6" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/></g>`;
  else b += `<g transform="translate(18 11)"><rect x="0" y="0" width="18" height="30" rx="2.5" ${st}/><circle cx="9" cy="4" r="1.3" fill="#ffffff"/><path d="M0 25h18" ${st}/></g>`;
  b += `<circle cx="${kind === 'ios' ? 39 : 39}" cy="38" r="5" fill="${C.accent}"/><path d="M39 35v5.2M36.8 38.2L39 40.4l2.2-2.2" fill="none" stroke="#fff" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"/>`;
  b += text('INERCISE', { x: 56, y: 21, size: 9, weight: 600, fill: '#b9bfc6', ls: 1.8 });
  b += text(label, { x: 56, y: 39, size: 17, weight: 700, fill: '#ffffff' });
  return svg(w, 52, b).replace('<svg ', `<svg role="img" aria-label="${label}" `);
}

export function appStepIcon(kind) {
  const st = `fill="none" stroke="${C.ink}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  const ac = `fill="none" stroke="${C.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"`;
  let b = `<circle cx="160" cy="160" r="150" fill="${C.mist}"/>`;
  if (kind === 'mobile') b += `<rect x="112" y="62" width="96" height="176" rx="18" ${st}/><path d="M146 82h28" ${st}/><path d="M142 212h36" ${st}/><path d="M232 120a36 36 0 0 1 0 52M250 104a60 60 0 0 1 0 84" ${ac}/>`;
  if (kind === 'disk') b += `<circle cx="160" cy="160" r="86" ${st}/><circle cx="160" cy="160" r="18" ${st}/>${[0, 1, 2, 3, 4].map((i) => { const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5; return `<circle cx="${f1(160 + 50 * Math.cos(a))}" cy="${f1(160 + 50 * Math.sin(a))}" r="11" fill="${C.ink}"/>`; }).join('')}<path d="M${f1(160 + 86 * Math.cos(-0.9))} ${f1(160 + 86 * Math.sin(-0.9))}A86 86 0 0 1 ${f1(160 + 86 * Math.cos(0.1))} ${f1(160 + 86 * Math.sin(0.1))}" ${ac}/>`;
  if (kind === 'download') b += `<rect x="112" y="62" width="96" height="176" rx="18" ${st}/><path d="M160 104v70M134 150l26 26l26-26" ${ac}/><path d="M140 206h40" ${st}/>`;
  if (kind === 'training') {
    b += `<circle cx="160" cy="70" r="18" fill="${C.ink}"/><path d="M160 100v72M160 172l-24 76M160 172l24 76M160 112l-26 66M160 112l26 66" ${st}/>`;
    b += `<path d="M160 182v64" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/><path d="M124 180h72" stroke="${C.accent}" stroke-width="10" stroke-linecap="round"/><rect x="98" y="248" width="124" height="14" rx="7" fill="${C.ink}"/>`;
  }
  return svg(320, 320, b);
}

export function partner(n) {
  let b = '';
  if (n === 1) {
    b += `<g transform="translate(8 10)"><rect width="60" height="60" rx="16" fill="#2f6f73"/><path d="M20 44c0-14 8-24 20-28M24 20c6 2 10 8 10 16" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round"/><circle cx="24" cy="16" r="5" fill="#fff"/></g>`;
    b += text('KINETIKA', { x: 82, y: 40, size: 26, weight: 800, fill: '#1d3b3d', ls: 2 });
    b += text('fizjoterapia & rehabilitacja', { x: 83, y: 60, size: 12.5, weight: 500, fill: '#4f7a7d' });
  } else if (n === 2) {
    b += `<g transform="translate(10 6)"><path d="M30 0l28 10v24c0 20-13 32-28 38C15 66 2 54 2 34V10z" fill="#1f3a5f"/><path d="M12 44l12-18l8 10l6-8l10 16z" fill="#ffffff"/><path d="M16 18h28" stroke="#9fb7d6" stroke-width="3" stroke-linecap="round"/></g>`;
    b += text('KS HALNY', { x: 82, y: 40, size: 26, weight: 800, fill: '#1f3a5f', ls: 2 });
    b += text('klub sportowy · est. 1998', { x: 83, y: 60, size: 12.5, weight: 500, fill: '#5a6f8c' });
  } else {
    b += `<g transform="translate(8 10)"><path d="M30 0l26 15v30L30 60L4 45V15z" fill="#2b2b2b"/><path d="M30 0l26 15v30L30 60z" fill="#444"/><path d="M18 36h24M22 28v16M38 28v16M14 32v8M46 32v8" stroke="#e8b04a" stroke-width="4" stroke-linecap="round"/></g>`;
    b += text('ATS', { x: 82, y: 40, size: 26, weight: 800, fill: '#2b2b2b', ls: 3 });
    b += text('Akademia Trenerów Siły', { x: 83, y: 60, size: 12.5, weight: 500, fill: '#6b6b6b' });
  }
  const names = { 1: 'Kinetika – fizjoterapia', 2: 'KS Halny – klub sportowy', 3: 'ATS – Akademia Trenerów Siły' };
  return svg(260, 80, b).replace('<svg ', `<svg role="img" aria-label="${names[n]}" `);
}
