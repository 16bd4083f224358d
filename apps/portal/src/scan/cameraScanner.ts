/**
 * Barcode reading from the camera for quick order and the shelf count (ADR 0027). Loaded when
 * the retailer starts the camera, never before. The browser's own BarcodeDetector where it reads EAN-13 (Android, ChromeOS,
 * macOS); elsewhere the `barcode-detector` ponyfill, ZXing-C++ compiled to WebAssembly, whose 1.1 MB
 * .wasm is served from this origin (not a CDN) and fetched only then.
 */
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import { lazyPart } from '@trade-portal/ui/lazyPart';

/** The ZXing reader (with its WebAssembly), for browsers without a native EAN-13 BarcodeDetector. */
const ponyfill = lazyPart(() => import('barcode-detector/ponyfill'));

/** The retail formats read: packs and outers carry EAN-13 (UPC-A and EAN-8 on some imports). */
const FORMATS = ['ean_13', 'ean_8', 'upc_a'] as const;

/** Reads barcodes from a video frame. */
export interface FrameReader {
  /** @returns the codes in the frame (digits), none when nothing reads */
  read(video: HTMLVideoElement): Promise<string[]>;
}

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}

/** The browser's BarcodeDetector when it reads EAN-13, else the ZXing ponyfill. */
export async function createFrameReader(): Promise<FrameReader> {
  const native = (globalThis as { BarcodeDetector?: { new (o: { formats: string[] }): Detector; getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
  let detector: Detector;
  if (native && (await native.getSupportedFormats().catch((): string[] => [])).includes('ean_13')) {
    detector = new native({ formats: [...FORMATS] });
  } else {
    const { BarcodeDetector, prepareZXingModule } = await ponyfill.load();
    prepareZXingModule({ overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) }, fireImmediately: true });
    detector = new BarcodeDetector({ formats: [...FORMATS] });
  }
  return { read: async (video) => (await detector.detect(video)).map((b) => b.rawValue).filter((v) => /^\d{8,14}$/.test(v)) };
}
