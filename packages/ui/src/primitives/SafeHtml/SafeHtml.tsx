import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';
import * as css from './SafeHtml.css';

/** Tags content HTML may use: text formatting, lists, links and line breaks; no scripts, styles, forms or media. */
const ALLOWED_TAGS = ['a', 'b', 'br', 'em', 'h2', 'h3', 'h4', 'i', 'li', 'ol', 'p', 'small', 'span', 'strong', 'sub', 'sup', 'u', 'ul'];
const ALLOWED_ATTR = ['href', 'title'];

/**
 * Sanitises HTML from the server (survey texts §3 Survey, home pod titles §2.9, FAQ answers) with
 * DOMPurify: only the tags and attributes above survive, links keep http(s), mailto, tel and in-app paths,
 * and a link that opens a new window gets `rel="noopener noreferrer"`.
 * @param html untrusted HTML
 * @returns HTML safe to set as innerHTML ('' when DOMPurify cannot run, outside a browser)
 */
export function sanitizeHtml(html: string): string {
  if (!DOMPurify.isSupported) return '';
  if (!isHooked) {
    isHooked = true;
    // DOMPurify drops `target` whatever the config; keep `_blank` alone, with rel="noopener noreferrer" so a
    // new window gets no handle on the portal (reverse tabnabbing). The pattern of DOMPurify's own demo.
    DOMPurify.addHook('beforeSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') openInNewWindow.add(node);
    });
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (!openInNewWindow.delete(node)) return;
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|\/|#)/i });
}
let isHooked = false;
const openInNewWindow = new WeakSet<Element>();

export interface SafeHtmlProps {
  /** Untrusted HTML from the server; it is sanitised before it reaches the page. */
  html: string;
  /** The element that holds it. @default 'div' */
  elementType?: ElementType;
  className?: string;
  id?: string;
}

/**
 * Server HTML shown as rich text after `sanitizeHtml`, with the theme's paragraph and list spacing.
 * Data attribute: `data-safe-html` on the container.
 * Shows the CMS content of §7 (CMS and content) and §2.9.
 */
export function SafeHtml({ html, elementType: Element = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element id={id} data-safe-html="" className={[css.root, className].filter(Boolean).join(' ')} dangerouslySetInnerHTML={{ __html: clean }} />;
}
