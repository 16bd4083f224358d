import { Box, Link } from '@trade-portal/ui';
import * as css from './videos.css';

/**
 * The two libraries of §2.1 side by side ('Videos', 'Vlogs'): the header links only /videos (§2.5), so
 * /vlogs is reached from here as well as from home's Latest Vlog. The current one is `aria-current="page"`.
 */
export function LibraryNav({ current }: { current: '/videos' | '/vlogs' }) {
  return (
    <Box as="nav" display="flex" gap="large" aria-label="Video libraries" className={css.nav}>
      {(['/videos', '/vlogs'] as const).map((href) => (
        <Link key={href} href={href} variant="standalone" tone={href === current ? 'neutral' : 'interactive'} aria-current={href === current ? 'page' : undefined} className={css.navLink}>
          {href === '/videos' ? 'Videos' : 'Vlogs'}
        </Link>
      ))}
    </Box>
  );
}
