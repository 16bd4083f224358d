/**
 * The security headers of every answer (helmet's choice of headers, set from a list worked out once).
 */
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The security headers of every answer (helmet): a strict CSP, no framing, no MIME sniffing, and, when
 * the portal is served over HTTPS only, HSTS and `upgrade-insecure-requests`.
 */
export function securityHeaderOptions(httpsOnly: boolean) {
  return {
    contentSecurityPolicy: {
      // Helmet's defaults are not merged in: every directive is listed here.
      useDefaults: false as const,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // 'wasm-unsafe-eval' lets WebAssembly compile, and nothing else: the camera scan's barcode reader
        // (ZXing, served from this origin) where the browser has no BarcodeDetector of its own.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        // The standalone invoice and asset pages may show a PDF of this origin (or a blob of it) in a frame;
        // the PDFs themselves allow this origin as their framer (plugins/media.ts), every other answer none.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        ...(httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: httpsOnly ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  } satisfies HelmetOptions;
}

/**
 * The headers helmet's middleware sets, collected once from a stand-in response: they depend on the
 * options only, never on the request.
 * @returns header name → value, as helmet sets them
 */
function securityHeaderList(setSecurityHeaders: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  setSecurityHeaders({} as Parameters<typeof setSecurityHeaders>[0], response as unknown as Parameters<typeof setSecurityHeaders>[1], () => undefined);
  return headers;
}

/**
 * Sets helmet's headers on every answer of `app`, from the list worked out once (@fastify/helmet builds
 * helmet's middleware again for every request, parsing the CSP each time: ~18 % of the server's CPU on a
 * 304 of the catalogue, ADR 0039).
 * @param setSecurityHeaders helmet's middleware for `securityHeaderOptions(httpsOnly)`
 */
export function setSecurityHeadersOnEveryAnswer(app: FastifyInstance, setSecurityHeaders: ReturnType<typeof helmet>): void {
  const headers = securityHeaderList(setSecurityHeaders);
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
