#!/usr/bin/env node
// Regenerates all Inercise imagery.
//
//   node mf-content/scripts/make-media.mjs                 # everything (needs ffmpeg for the clips)
//   node mf-content/scripts/make-media.mjs --only=hero,discover
//   node mf-content/scripts/make-media.mjs --from-src      # only re-rasterise the committed SVG sources
//   node mf-content/scripts/make-media.mjs --no-video
//
// Pipeline: scene code (scripts/media/*.mjs) -> SVG source (src/assets/media/src/*.svg)
//           -> sharp (librsvg) -> WebP / AVIF / JPG; video frames -> PNG -> ffmpeg (VP9 + H.264).
// Text is converted to Inter outlines (Debian package fonts-inter + fontkit), so the SVGs do not depend
// on installed fonts. Without fonts-inter the scenes fall back to <text> elements.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import * as S from './media/scenes.mjs';
import { hasOutlines } from './media/lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(here, '../..');
const MEDIA = path.join(ROOT, 'mf-content/src/assets/media');
const SRC = path.join(MEDIA, 'src');
const SHELL = path.join(ROOT, 'shell/src/assets');
const args = process.argv.slice(2);
const only = (args.find((a) => a.startsWith('--only=')) || '').slice(7).split(',').filter(Boolean);
const fromSrc = args.includes('--from-src');
const noVideo = args.includes('--no-video');
const want = (k) => !only.length || only.includes(k);

for (const d of [MEDIA, SRC, SHELL, path.join(SHELL, 'payments')]) fs.mkdirSync(d, { recursive: true });
if (!hasOutlines() && !fromSrc) console.warn('! fonts-inter or fontkit missing: text stays as <text> (install: apt-get install fonts-inter)');

const kb = (f) => (fs.statSync(f).size / 1024).toFixed(1) + ' KB';
const report = [];
const log = (f, w, h) => { const line = `${path.relative(ROOT, f)}  ${w}x${h}  ${kb(f)}`; report.push(line); console.log(line); };

/** Save the SVG source and rasterise it. fmts: webp, avif, jpg, png(tmp) */
async function raster(name, svgStr, w, h, fmts = ['webp', 'avif'], { webpQ = 80, avifQ = 52, jpgQ = 78, maxKB = null, alpha = false } = {}) {
  const srcFile = path.join(SRC, `${name}.svg`);
  if (!fromSrc) fs.writeFileSync(srcFile, svgStr);
  const input = fs.readFileSync(srcFile);
  const base = () => { const i = sharp(input, { density: 72 }).resize(w, h); return alpha ? i : i.flatten({ background: '#ffffff' }); };
  for (const fm of fmts) {
    const out = path.join(MEDIA, `${name}.${fm}`);
    let q = fm === 'webp' ? webpQ : fm === 'avif' ? avifQ : jpgQ;
    for (;;) {
      const img = base();
      if (fm === 'webp') await img.webp({ quality: q, effort: 6, smartSubsample: true }).toFile(out);
      if (fm === 'avif') await img.avif({ quality: q, effort: 5 }).toFile(out);
      if (fm === 'jpg') await img.jpeg({ quality: q, mozjpeg: true }).toFile(out);
      if (!maxKB || fs.statSync(out).size / 1024 <= maxKB || q <= 40) break;
      q -= 6;
    }
    log(out, w, h);
  }
}

function writeVector(file, svgStr, w, h) {
  fs.writeFileSync(file, svgStr);
  log(file, w, h);
}

function ffmpeg(argv) {
  const r = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...argv], { stdio: 'inherit' });
  if (r.status !== 0) throw new Error('ffmpeg failed: ' + argv.join(' '));
}

/** Render frames of a seamless loop and encode WebM (VP9) + MP4 (H.264), muted. */
async function clip(name, frameFn, w, h, { T = 3.6, fps = 30, maxKB = 580, poster = ['avif', 'webp', 'jpg'], posterKB = 58 } = {}) {
  const n = Math.round(T * fps);
  // the first frame is also kept as the SVG source / poster
  await raster(`${name}-poster`, frameFn(w, h, 0, T), w, h, poster, { maxKB: posterKB, webpQ: 78, avifQ: 50, jpgQ: 74 });
  if (noVideo || fromSrc) return;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), `inercise-${name}-`));
  const jobs = [];
  for (let i = 0; i < n; i++) {
    jobs.push(sharp(Buffer.from(frameFn(w, h, (i / n) * T, T))).png({ compressionLevel: 1 }).toFile(path.join(tmp, `f${String(i).padStart(4, '0')}.png`)));
    if (jobs.length >= 8) await Promise.all(jobs.splice(0));
  }
  await Promise.all(jobs);
  const inp = ['-framerate', String(fps), '-i', path.join(tmp, 'f%04d.png')];
  const webm = path.join(MEDIA, `${name}.webm`); const mp4 = path.join(MEDIA, `${name}.mp4`);
  for (let crf = 36; ; crf += 4) {
    ffmpeg([...inp, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', String(crf), '-pix_fmt', 'yuv420p', '-row-mt', '1', '-deadline', 'good', '-cpu-used', '2', '-an', webm]);
    if (fs.statSync(webm).size / 1024 <= maxKB || crf >= 52) break;
  }
  log(webm, w, h);
  for (let crf = 24; ; crf += 3) {
    ffmpeg([...inp, '-c:v', 'libx264', '-profile:v', 'high', '-preset', 'slow', '-crf', String(crf), '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', mp4]);
    if (fs.statSync(mp4).size / 1024 <= maxKB || crf >= 40) break;
  }
  log(mp4, w, h);
  fs.rmSync(tmp, { recursive: true, force: true });
}

/* ---------------- the catalogue ---------------- */
if (want('brand')) {
  writeVector(path.join(SHELL, 'logo.svg'), S.logo(false), 'vector', 40);
  writeVector(path.join(SHELL, 'logo-light.svg'), S.logo(true), 'vector', 40);
  for (const [k, v] of Object.entries(S.payments())) writeVector(path.join(SHELL, 'payments', `${k}.svg`), v, 'vector', k === 'instalments-banner' ? 64 : 40);
  writeVector(path.join(MEDIA, 'store-ios.svg'), S.storeBadge('ios'), 'vector', 52);
  writeVector(path.join(MEDIA, 'store-android.svg'), S.storeBadge('android'), 'vector', 52);
  for (const k of ['mobile', 'disk', 'download', 'training']) writeVector(path.join(MEDIA, `app-step-${k}.svg`), S.appStepIcon(k), 320, 320);
  for (const n of [1, 2, 3]) writeVector(path.join(MEDIA, `partner-${n}.svg`), S.partner(n), 260, 80);
}
if (want('hero')) {
  await clip('hero-desktop', S.heroFrame, 1280, 720);
  await clip('hero-mobile', S.heroFrame, 720, 960);
}
if (want('features')) {
  await raster('feature-inertial', S.featureInertial(), 800, 600);
  await raster('feature-strength', S.featureStrength(), 800, 600);
  await raster('feature-spectrum', S.featureSpectrum(), 800, 600);
  await raster('feature-app', S.featureApp(), 800, 600);
  await raster('device-set', S.deviceSet(), 1200, 900);
  await raster('benefits', S.benefits(), 1200, 800);
}
if (want('discover')) {
  for (let i = 0; i < 14; i++) await raster(`discover-${String(i + 1).padStart(2, '0')}`, S.discoverFrame(i, 14), 800, 800, ['webp'], { maxKB: 38, webpQ: 78 });
  await raster('advantage-general', S.advantageGeneral(), 800, 600);
  await raster('advantage-possibilities', S.advantagePossibilities(), 800, 600);
  await raster('advantage-everywhere', S.advantageEverywhere(), 800, 600);
  await raster('advantage-injury', S.advantageInjury(), 800, 600);
}
if (want('atlas')) {
  for (const n of [1, 2, 3]) await raster(`atlas-banner-${n}`, S.atlasBanner(n), 1440, 600);
  for (const n of [1, 2, 3, 4, 5]) await raster(`atlas-step-${n}`, S.atlasStep(n), 480, 360, ['webp']);
  await clip('atlas-exercise', S.exerciseFrame, 720, 720, { T: 3.2, maxKB: 480, poster: ['webp'], posterKB: 50 });
}
if (want('app')) {
  await raster('app-screen', S.appScreen(), 600, 1200, ['webp', 'avif'], { alpha: true });
  await raster('article-fallback', S.articleFallback(), 1200, 630, ['webp']);
}
console.log(`\n${report.length} files written.`);
