/**
 * The pages a visitor without a session can open (§2.2): the login-style pages, the standalone legal
 * pages, and the account pages that emailed links and popups lead to (/reset-password, /resend-email,
 * /confirm-email). Every other page of the portal is private (§2.1) and sends a visitor to /login.
 */
export const PUBLIC_PATHS = [
  '/login', '/register', '/password', '/contact-us', '/resend-verification', '/verify-account', '/forgotten-password',
  '/cookies-policy-public', '/terms-conditions-register', '/privacy-policy-public',
  '/reset-password', '/resend-email', '/confirm-email',
] as const;

/** One of {@link PUBLIC_PATHS}. */
export type PublicPath = (typeof PUBLIC_PATHS)[number];

const PUBLIC_SET: ReadonlySet<string> = new Set(PUBLIC_PATHS);

/**
 * Whether a visitor without a session can open a link as CMS content carries it (the public template's
 * notification slider, §2.2): another site (`http(s)://`, `//host`), a mail or phone link, one of
 * the server's files (`/pdf/…`, `/assets/…`, served to anyone), or one of {@link PUBLIC_PATHS}, matched as
 * the router matches (case-insensitive, trailing slashes, query and hash ignored). A private page such as
 * /see-all-downloads is not: it would lead the visitor to /login.
 * @param href a link as content carries it: '/see-all-downloads', '/pdf/downloads/price-list', 'https://example.org'
 */
export function opensLoggedOut(href: string | null | undefined): boolean {
  if (!href) return false;
  const link = href.trim();
  if (/^(https?:)?\/\//i.test(link) || /^(mailto|tel):/i.test(link)) return true;
  if (!link.startsWith('/')) return false;
  if (/^\/(pdf|assets)\//i.test(link)) return true;
  let path = link.split(/[?#]/, 1)[0] ?? '';
  path = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_SET.has(path.toLowerCase());
}
