/**
 * Where a home call to action goes (§2.9): 'The link opens externally if it looks like a URL, otherwise
 * internally. OpenSurvey appends ?survey=true.' ADR 0022.
 */

/** A link that 'looks like a URL' (§2.9): it starts with `http://`, `https://` or `www.`. */
const LOOKS_LIKE_URL = /^(?:https?:\/\/|www\.)/i;

/**
 * Whether a CMS link opens outside the portal (§2.9).
 * @param link a pod's or banner's Link, e.g. '/p4p', 'https://example.org', 'www.example.org'
 * @returns true when it starts with `http://`, `https://` or `www.`
 */
export function isExternalLink(link: string): boolean {
  return LOOKS_LIKE_URL.test(link.trim());
}

/** Where a CMS call to action leads, and whether it leaves the portal. */
export interface CtaTarget {
  /** The href: an in-app path, or an absolute URL (`www.` gets `https://`, else the browser reads it as a path). */
  href: string;
  /** Opens in a new tab (`target=_blank rel=noopener`) and leaves the portal. */
  external: boolean;
}

/**
 * The target of a CMS call to action (§2.9).
 * @param link the Link as the server sends it
 * @param openSurvey a pod's OpenSurvey: appends `survey=true` to an in-app link, which opens the page's
 *   survey there (§2.12). An external site has no survey of ours, so its link is left as it is.
 */
export function ctaTarget(link: string, openSurvey = false): CtaTarget {
  const trimmed = link.trim();
  if (isExternalLink(trimmed)) return { href: /^www\./i.test(trimmed) ? `https://${trimmed}` : trimmed, external: true };
  const path = trimmed === '' ? '/' : trimmed;
  if (!openSurvey) return { href: path, external: false };
  const [beforeHash, hash] = splitOnce(path, '#');
  const separator = beforeHash.includes('?') ? '&' : '?';
  return { href: `${beforeHash}${separator}survey=true${hash === undefined ? '' : `#${hash}`}`, external: false };
}

function splitOnce(value: string, separator: string): [string, string | undefined] {
  const at = value.indexOf(separator);
  return at < 0 ? [value, undefined] : [value.slice(0, at), value.slice(at + 1)];
}
