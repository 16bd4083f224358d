/**
 * A vlog's view count as §2.9 words it: '1 View', else 'N Views' ('0 Views', '41 Views', '1,280 Views').
 * @param views the count (Views of §3 Latest vlog)
 */
export function formatViews(views: number): string {
  return views === 1 ? '1 View' : `${views.toLocaleString('en-GB')} Views`;
}
