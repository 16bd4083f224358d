/**
 * The text drawn by an uncompressed (or Flate-compressed) pdfkit document, read back through each font's
 * ToUnicode map: the invoice embeds a font subset, whose strings are glyph ids, not characters.
 * Lines are the TJ operators in drawing order.
 */
import { inflateSync } from 'node:zlib';

function objects(pdf: Buffer): Map<number, string> {
  const raw = pdf.toString('latin1');
  const out = new Map<number, string>();
  for (const m of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = m[2]!.replace(/stream\r?\n([\s\S]*?)\r?\nendstream/, (whole, data: string) => {
      if (!/\/FlateDecode/.test(m[2]!)) return data;
      try {
        return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
      } catch {
        return whole;
      }
    });
    out.set(Number(m[1]), body);
  }
  return out;
}

/** ToUnicode CMap (bfrange arrays, the only form pdfkit writes) → glyph id to text. */
function cmap(text: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const r of text.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = parseInt(r[1]!, 16);
    [...r[3]!.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach((u, i) => {
      const units = u[1]!.trim().split(/\s+/).map((h) => parseInt(h, 16));
      map.set(start + i, String.fromCharCode(...units));
    });
  }
  return map;
}

/** Every line of text of the document, decoded with the fonts it was drawn in. */
export function pdfText(pdf: Buffer): string {
  const objs = objects(pdf);
  const fonts = new Map<string, Map<number, string> | null>();
  for (const body of objs.values()) {
    const dict = /\/Font\s*<<([^>]*)>>/.exec(body);
    if (!dict) continue;
    for (const f of dict[1]!.matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objs.get(Number(f[2])) ?? '';
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(font);
      fonts.set(f[1]!, toUnicode ? cmap(objs.get(Number(toUnicode[1])) ?? '') : null);
    }
  }
  const lines: string[] = [];
  for (const body of objs.values()) {
    let current: Map<number, string> | null = null;
    for (const op of body.matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[(.*?)\]\s*TJ/g)) {
      if (op[1]) {
        current = fonts.get(op[1]) ?? null;
        continue;
      }
      const strings = [...op[2]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((s) => s[1]!);
      if (current) {
        const map = current;
        lines.push(strings.map((hex) => (hex.match(/.{4}/g) ?? []).map((g) => map.get(parseInt(g, 16)) ?? '?').join('')).join(''));
      } else {
        // A standard font: WinAnsi bytes, where 0x80 is the euro sign.
        lines.push(strings.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join('').replace(/\x80/g, '€'));
      }
    }
  }
  return lines.join('\n');
}
