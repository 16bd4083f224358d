import { describe, expect, it, vi } from 'vitest';
import { showsDownloadRow } from './DownloadRow';

// Only the route rule is tested here; the ui package needs its styles compiled (story tests cover the row).
vi.mock('@trade-portal/ui', () => ({ DOWNLOAD_ROW_HEIGHT: 208 }));

describe('where the download row shows (§2.4)', () => {
  it('shows on every private page but home and /see-all-downloads', () => {
    // '/no-such-page' is a path no route serves on purpose: the private shell's 404 page has the row too.
    for (const path of ['/place-order', '/cart', '/videos', '/p4p', '/my-orders', '/faqs', '/no-such-page']) expect(showsDownloadRow(path), path).toBe(true);
    for (const path of ['/', '/see-all-downloads', '/see-all-downloads/']) expect(showsDownloadRow(path), path).toBe(false);
  });
});
