#!/usr/bin/env node
/**
 * Records the seeded video clips (ADR 0020) into apps/api/media/cms as silent WebM (VP8): a headless
 * Chromium draws a canvas animation and records it with MediaRecorder, so no video tool is needed.
 * Run: `npx node apps/api/scripts/record-clips.mjs` (Chromium at CHROMIUM_PATH, default /usr/bin/chromium).
 * Each clip is 640 × 360, 4 seconds at 30 frames a second and about 400 kbit/s: small enough to ship, with
 * its Duration written into the file (`withDuration`), which MediaRecorder leaves out.
 */
/* global document, MediaRecorder, performance, requestAnimationFrame, Blob, btoa -- the recording runs inside the page */
import { Buffer } from 'node:buffer';
import console from 'node:console';
import { writeFileSync } from 'node:fs';
import process from 'node:process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const out = join(dirname(fileURLToPath(import.meta.url)), '../media/cms');

/** The clips: file name, colours and a caption drawn over slowly moving shapes. */
const CLIPS = [
  { file: 'clip-waves.webm', from: '#0b2341', to: '#0f766e', accent: '#c99a2e', caption: 'Trade Portal' },
  { file: 'clip-orbit.webm', from: '#5b2a86', to: '#0b2341', accent: '#f0abfc', caption: 'Partner Hub' },
];
const SECONDS = 4;

/** Reads an EBML variable-length integer at `at`: its length in bytes and value (all ones = unknown size). */
function readVint(buf, at) {
  const first = buf[at];
  let length = 1;
  while (length <= 8 && !(first & (0x80 >> (length - 1)))) length++;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + buf[at + i];
  return { length, value };
}

/**
 * MediaRecorder leaves the Duration out of a WebM's Segment Info, so players show no length and cannot
 * place the seek bar. This adds it: the Info element (ID 0x1549A966) gets a Duration (ID 0x4489, float64
 * in milliseconds at the default TimecodeScale), with its size rewritten; the Segment's size is "unknown"
 * in MediaRecorder output, so nothing above Info needs changing.
 */
function withDuration(webm, durationMs) {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('No Segment Info in the recording.');
  const size = readVint(webm, info + 4);
  const dataStart = info + 4 + size.length;
  const data = webm.subarray(dataStart, dataStart + size.value);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(durationMs, 3);
  const newSize = data.length + duration.length;
  const sizeBytes = Buffer.alloc(8);
  sizeBytes[0] = 0x01; // an 8-byte vint
  sizeBytes.writeUIntBE(newSize, 2, 6);
  return Buffer.concat([webm.subarray(0, info + 4), sizeBytes, data, duration, webm.subarray(dataStart + size.value)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const clip of CLIPS) {
    const recorded = await page.evaluate(async ({ clip, seconds }) => {
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
      const durationMs = performance.now() - start;
      const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return { base64: btoa(binary), durationMs };
    }, { clip, seconds: SECONDS });
    const buffer = withDuration(Buffer.from(recorded.base64, 'base64'), recorded.durationMs);
    writeFileSync(join(out, clip.file), buffer);
    console.log(`${clip.file}: ${buffer.length} bytes`);
  }
} finally {
  await browser.close();
}
