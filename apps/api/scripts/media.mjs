#!/usr/bin/env node
/**
 * Writes the seeded CMS media into apps/api/media (ADR 0020), deterministically:
 * - `cms/*.svg`: hero, pods, vlog and video posters, popups and a background (with width and height);
 *   their words are outlines of Inter (src/services/outlinedText.ts: paths, no <text>), so they look the
 *   same on every machine;
 * - `p4p/*.svg`: the ten Partner Hub guide covers;
 * - `pdf/p4p/{slug}.pdf`: the ten guides, three pages each (pdfkit);
 * - `pdf/downloads/{slug}.pdf`: the download widgets' documents;
 * - a `.gz` and a `.br` twin of every SVG, which the server sends by Accept-Encoding.
 * The WebM clips come from `record-clips.mjs`. Run: `npx node apps/api/scripts/media.mjs`.
 */
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import { DOWNLOADS, GUIDES } from '../src/seed/contentMedia.ts';
import { outlinedText } from '../src/services/outlinedText.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../media');
for (const dir of ['cms', 'p4p', 'pdf/p4p', 'pdf/downloads']) mkdirSync(join(root, dir), { recursive: true });


/** One flat illustration: a two-colour gradient, soft shapes, a title and a subtitle. */
function svg({ w, h, from, to, accent, title, subtitle = '', play = false }) {
  const fs = Math.round(Math.min(w, h) / 9);
  const lines = title.split('\n');
  const text = title ? lines.map((l, i) => `<path d="${outlinedText(l, { x: Math.round(w * 0.07), y: Math.round(h * 0.42) + i * Math.round(fs * 1.15), size: fs, weight: 700 })}"/>`).join('') : '';
  const sub = subtitle ? `<path d="${outlinedText(subtitle, { x: Math.round(w * 0.07), y: Math.round(h * 0.42) + lines.length * Math.round(fs * 1.15) + Math.round(fs * 0.3), size: Math.round(fs * 0.45) })}" opacity=".85"/>` : '';
  const playIcon = play ? `<circle cx="${w / 2}" cy="${h / 2}" r="${Math.round(h / 9)}" fill="#fff" opacity=".9"/><path d="M${w / 2 - h / 30} ${h / 2 - h / 20}v${h / 10}l${h / 12}-${h / 20}z" fill="${from}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${h * 0.45}" fill="${accent}" opacity=".18"/><circle cx="${w * 0.7}" cy="${h * 0.95}" r="${h * 0.3}" fill="#fff" opacity=".08"/><g fill="#fff">${text}${sub}</g>${playIcon}</svg>\n`;
}

function writeSvg(path, content) {
  const file = join(root, path);
  writeFileSync(file, content);
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const NAVY = '#0b2341';
const TEAL = '#0f766e';
const PLUM = '#5b2a86';
const GOLD = '#c99a2e';
const SLATE = '#334155';
const images = {
  'hero-winter-range.svg': { w: 1200, h: 600, from: NAVY, to: TEAL, accent: GOLD, title: 'The winter range\nis in', subtitle: 'New Harbour and Vapora lines for the season' },
  'pod-stock-card.svg': { w: 800, h: 600, from: TEAL, to: NAVY, accent: GOLD, title: 'Your stock card', subtitle: 'Reorder your regulars in seconds' },
  'pod-partner-hub.svg': { w: 800, h: 600, from: PLUM, to: NAVY, accent: '#f0abfc', title: 'Partner Hub', subtitle: 'Ten guides for a better-run shop' },
  'pod-survey.svg': { w: 800, h: 600, from: SLATE, to: TEAL, accent: '#99f6e4', title: 'Tell us what\nyou think', subtitle: 'Two minutes of your time' },
  'pod-video.svg': { w: 800, h: 600, from: NAVY, to: PLUM, accent: GOLD, title: 'Category\ninsights', subtitle: 'Watch the e-vapour briefing', play: true },
  'vlog-autumn-update.svg': { w: 1280, h: 720, from: NAVY, to: TEAL, accent: GOLD, title: 'Autumn trade update', subtitle: 'Vlog', play: true },
  'vlog-display-tips.svg': { w: 1280, h: 720, from: PLUM, to: SLATE, accent: '#f0abfc', title: 'Three display tips', subtitle: 'Vlog', play: true },
  'vlog-pouches.svg': { w: 1280, h: 720, from: TEAL, to: PLUM, accent: '#99f6e4', title: 'Pouches explained', subtitle: 'Vlog', play: true },
  'video-welcome.svg': { w: 1280, h: 720, from: NAVY, to: PLUM, accent: GOLD, title: 'Welcome to the\nTrade Portal', subtitle: 'Video', play: true },
  'video-ordering.svg': { w: 1280, h: 720, from: TEAL, to: NAVY, accent: GOLD, title: 'Ordering in\nthree steps', subtitle: 'Video', play: true },
  'video-track-trace.svg': { w: 1280, h: 720, from: SLATE, to: NAVY, accent: '#99f6e4', title: 'Track and Trace\ncodes', subtitle: 'Video', play: true },
  'video-evapour.svg': { w: 1280, h: 720, from: PLUM, to: TEAL, accent: '#f0abfc', title: 'The e-vapour\ncategory', subtitle: 'Video', play: true },
  'popup-holiday-cutoff.svg': { w: 800, h: 800, from: NAVY, to: SLATE, accent: GOLD, title: 'Holiday\norder cut-off', subtitle: 'Order by 18 December' },
  'popup-new-range.svg': { w: 800, h: 800, from: TEAL, to: PLUM, accent: '#99f6e4', title: 'New in:\nNimbus Pod', subtitle: 'Now on the price list' },
  'background-shopfront.svg': { w: 1920, h: 1080, from: NAVY, to: TEAL, accent: GOLD, title: '', subtitle: '' },
};
for (const [name, spec] of Object.entries(images)) writeSvg(`cms/${name}`, svg(spec));

const palette = [[NAVY, TEAL], [PLUM, NAVY], [TEAL, SLATE], [SLATE, PLUM], [NAVY, PLUM]];
GUIDES.forEach((g, i) => {
  const [from, to] = palette[i % palette.length];
  writeSvg(`p4p/${g.slug}.svg`, svg({ w: 600, h: 800, from, to, accent: GOLD, title: g.cover, subtitle: 'Partner Hub guide' }));
});

/** A small PDF: a cover line, then one page per section with its paragraphs; fixed dates so the bytes are stable. */
function writePdf(path, title, sections) {
  const doc = new PDFDocument({ size: 'A4', margin: 56, compress: true, info: { Title: title, Author: 'Trade Portal', CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks = [];
  doc.on('data', (c) => chunks.push(c));
  const done = new Promise((r) => doc.on('end', r));
  doc.fillColor(NAVY).fontSize(26).font('Helvetica-Bold').text(title);
  doc.moveDown(0.5).fillColor('#555').fontSize(10).font('Helvetica').text('Trade Portal for retailers. Demo document: the operator replaces this text with its own.');
  sections.forEach(([heading, ...paragraphs], i) => {
    if (i > 0) doc.addPage();
    else doc.moveDown(2);
    doc.fillColor(NAVY).fontSize(16).font('Helvetica-Bold').text(heading).moveDown(0.5);
    for (const p of paragraphs) doc.fillColor('#222').fontSize(11).font('Helvetica').text(p, { lineGap: 3 }).moveDown(0.8);
  });
  doc.end();
  return done.then(() => writeFileSync(join(root, path), Buffer.concat(chunks)));
}

await Promise.all([
  ...GUIDES.map((g) => writePdf(`pdf/p4p/${g.slug}.pdf`, g.title, g.sections)),
  ...DOWNLOADS.map((d) => writePdf(`pdf/downloads/${d.slug}.pdf`, d.title, d.sections)),
]);
console.log(`Media written under ${root}; ${readFileSync(join(root, 'cms/hero-winter-range.svg')).length} bytes for the hero image.`);
