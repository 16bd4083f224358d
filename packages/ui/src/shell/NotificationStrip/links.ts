/**
 * Whether a CMS link opens in a new tab: a link off the portal (http(s) or protocol-relative), or one of
 * the server's documents and media (`/pdf/…`, `/assets/…`), which are files, not pages of the portal.
 */
export const opensInNewTab = (url: string) => /^(https?:)?\/\//i.test(url) || /^\/(pdf|assets)\//i.test(url);
