/** §2.4: the private paths that show on a white background; the rest keep the shell's grey page colour. */
const whitePaths = new Set(['/cookies-policy', '/declaration', '/videos', '/privacy-policy', '/terms-conditions', '/faqs', '/contact']);

/**
 * §2.4: the page background of a private path: white on the cookies-policy, declaration, videos,
 * privacy-policy, terms-conditions and faqs pages (and /contact, the same Help screen as /faqs), the
 * shell's grey elsewhere. PrivateLayout puts it on the shell as `data-background`.
 * @param pathname A path such as '/faqs' (a trailing slash is ignored).
 * @returns 'white' or 'default'
 */
export function pageBackground(pathname: string): 'white' | 'default' {
  return whitePaths.has(pathname.replace(/(.)\/+$/, '$1')) ? 'white' : 'default';
}
