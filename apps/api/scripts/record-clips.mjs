#!/usr/bin/env node
/**
 * Records the seeded video clips (ADR 0020) into apps/api/media/cms as silent WebM (VP8): a headless
 * Chromium draws a canvas animation and records it with MediaRecorder, so no video tool is needed.
 * Run: `npx node apps/api/scripts/record-clips.mjs` (Chromium at CHROMIUM_PATH, default /usr/bin/chromium).
 * Each clip is 640 × 360, 4 seconds at 30 frames a second and about 400 kbit/s: small enough to ship.
 */
/* global document, MediaRecorder, performance, requestAnimationFrame, Blob, btoa -- the recording runs inside the page */
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

const out = join(dirname(fileURLToPath(import.meta.url)), '../media/cms');

/** The clips: file name, colours and a caption drawn over slowly moving shapes. */
const CLIPS = [
  { file: 'clip-waves.webm', from: '#0b2341', to: '#0f766e', accent: '#c99a2e', caption: 'Trade Portal' },
  { file: 'clip-orbit.webm', from: '#5b2a86', to: '#0b2341', accent: '#f0abfc', caption: 'Partner Hub' },
];
const SECONDS = 4;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const clip of CLIPS) {
    const base64 = await page.evaluate(async ({ clip, seconds }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      document.body.append(canvas);
      const ctx = canvas.getContext('2d');
      const stream = canvas.captureStream(30);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 400_000 });
      const chunks = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      const draw = () => {
        const t = (performance.now() - start) / 1000;
        const g = ctx.createLinearGradient(0, 0, 640, 360);
        g.addColorStop(0, clip.from);
        g.addColorStop(1, clip.to);
        ctx.fillStyle = g;
        ctx.fillRect(0, 0, 640, 360);
        for (let i = 0; i < 5; i++) {
          const a = t * 0.8 + (i * Math.PI * 2) / 5;
          ctx.globalAlpha = 0.25;
          ctx.fillStyle = i % 2 ? '#ffffff' : clip.accent;
          ctx.beginPath();
          ctx.arc(320 + Math.cos(a) * 180, 180 + Math.sin(a * 1.3) * 90, 40 + i * 8, 0, Math.PI * 2);
          ctx.fill();
        }
        ctx.globalAlpha = Math.min(1, t / 1.2);
        ctx.fillStyle = '#ffffff';
        ctx.font = 'bold 44px Arial, sans-serif';
        ctx.textAlign = 'center';
        ctx.fillText(clip.caption, 320, 196);
        ctx.globalAlpha = 1;
        if (t < seconds) requestAnimationFrame(draw);
        else recorder.stop();
      };
      recorder.start(250);
      requestAnimationFrame(draw);
      await stopped;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }, { clip, seconds: SECONDS });
    const buffer = Buffer.from(base64, 'base64');
    writeFileSync(join(out, clip.file), buffer);
    console.log(`${clip.file}: ${buffer.length} bytes`);
  }
} finally {
  await browser.close();
}
