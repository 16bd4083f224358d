import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';

/**
 * The portal's Vite config. The dev server (port 5173) proxies the API paths to the reference server on
 * `API_PORT` (default 8080), so the portal and the API share one origin as in production.
 * `VITE_API_BASE_URL` (default '' = same origin) points a build at another back end.
 * A build writes brotli (`.br`) and gzip (`.gz`) twins of every text asset over 1 kB, which the
 * reference server (or a CDN) sends by `Accept-Encoding` without compressing per request.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;
const proxied = { target: apiTarget, changeOrigin: false };

export default defineConfig({
  root,
  plugins: [react(), vanillaExtractPlugin(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })],
  server: {
    port: 5173,
    strictPort: false,
    proxy: { '/api': proxied, '/Token': proxied, '/assets': proxied },
  },
  preview: {
    port: 4173,
    proxy: { '/api': proxied, '/Token': proxied, '/assets': proxied },
  },
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  // The manifest lets scripts/size-budget.mjs follow each route's chunks.
  build: { outDir: fileURLToPath(new URL('./dist', import.meta.url)), emptyOutDir: true, sourcemap: true, manifest: true },
});
