import type { ReactNode } from 'react';
import { MINIMUM_AGE } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import * as css from './PublicLayout.css';

export interface PublicLayoutProps {
  /** The page heading (h1), e.g. 'Log in'. */
  title: string;
  /** The form or message in the card. */
  children: ReactNode;
  /**
   * The notification slider (§2.2), under the card. `undefined`: the template has none (no place kept);
   * `null`: it is on its way, and its place is kept (about one slide's height) so nothing below moves
   * when it arrives; an element: shown.
   */
  slider?: ReactNode;
  /** The background image or video (§2.2), drawn behind everything; the page turns navy with it. */
  background?: ReactNode;
  /**
   * The site footer under the page (the logged-out `Footer` of §2.3 and §2.7: Contact Us, Terms, Privacy).
   * `undefined`: none; `null`: on its way, its place (the window's bottom) kept; an element: shown. With
   * either of the last two, the page and footer fill at least the window and the §1 line under the card is
   * left out (the footer carries it).
   */
  footer?: ReactNode;
}

/**
 * The public template of §2.2: the brand on a calm navy-to-grey background (navy all over under a CMS
 * background), one white card with the page's title and content, the notification slider under the
 * card, and the §1 line under it (tobacco retailers only, 18+, not for the public). The slider sits
 * under the card, not over it, so the card and its form never move as the slider's content arrives.
 * With a `footer`, the page grows to push it to the window's bottom (`data-footer` on the `main`).
 */
export function PublicLayout({ title, children, slider, background, footer }: PublicLayoutProps) {
  const withBackground = background !== undefined && background !== null;
  const withFooter = footer !== undefined;
  const page = (
    <Stack as="main" gap="large" alignItems="center" justifyContent="flex-start" className={css.page} data-background={withBackground || undefined} data-footer={withFooter || undefined}>
      {withBackground && <div className={css.backdrop}>{background}</div>}
      <span className={css.brand}><Icon name="triangle" filled size={16} className={css.brandMark} />Trade Portal</span>
      <Stack gap="medium" className={css.card}>
        <Heading level="1" size="xxlarge">{title}</Heading>
        {children}
      </Stack>
      {slider !== undefined && <div className={css.slider}>{slider}</div>}
      {!withFooter && (
        <Text as="p" size="xsmall" tone="secondary" align="center" className={css.note}>
          This application is for tobacco retailers only, aged {MINIMUM_AGE} or over, and must not be shown to the public.
        </Text>
      )}
    </Stack>
  );
  if (!withFooter) return page;
  return (
    <Box display="flex" flexDirection="column" className={css.frame}>
      {page}
      <div className={css.footer}>{footer}</div>
    </Box>
  );
}
