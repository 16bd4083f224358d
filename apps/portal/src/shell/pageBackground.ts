/**
 * §2.4: the page background of a private path: white on the cookies-policy, declaration, videos,
 * privacy-policy, terms-conditions and faqs pages, the shell's grey elsewhere. Placeholder.
 * @param pathname A path such as '/faqs'.
 */
export function pageBackground(pathname: string): 'white' | 'default' {
  void pathname;
  return 'default';
}
