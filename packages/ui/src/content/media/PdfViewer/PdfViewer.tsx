import { Link as RACLink } from 'react-aria-components';
import { button } from '../../../primitives/Button/Button.css';
import { Box } from '../../../primitives/Box';
import { Heading } from '../../../primitives/Heading';
import { Icon } from '../../../primitives/Icon';
import { InlineMessage } from '../../../primitives/InlineMessage';
import { Link } from '../../../primitives/Link';
import { Spinner } from '../../../primitives/Spinner';
import { Text } from '../../../primitives/Text';
import { visuallyHidden } from '../../../theme';
import type { MediaStatus } from '../DownloadList';
import * as css from './PdfViewer.css';

/** Props of `PdfViewer`. */
export interface PdfViewerProps {
  /** The page's `<h1>`: the document's name ('Invoice 100029', a download's TopLineText). */
  title: string;
  /** An optional line under the title (a published date, an order date). */
  subtitle?: string;
  /** The PDF's URL: a same-origin path or an object URL of a fetched blob; undefined until there is one. */
  src: string | undefined;
  status: MediaStatus;
  /** Shown, in the spec's words, when `status` is error (§8). */
  errorMessage: string;
  /** The name 'Download PDF' saves it under, e.g. 'invoice-100029.pdf'. */
  fileName: string;
  /** The way back, e.g. '/my-orders'. */
  backHref: string;
  /** Its label, e.g. 'Back to My Orders'. */
  backLabel: string;
}

/**
 * A PDF shown full-window (§2.1 standalone /invoice and /home-asset): a bar with the way back, the title
 * and the actions 'Download PDF' (`<a download>`) and 'Open PDF' (a new tab, for phone browsers that draw
 * no PDF inside a page), and under it the document in a titled `<iframe>` filling the rest of the
 * window. A spinner while the PDF is fetched, the error message (role=alert) and no frame on failure.
 * `data-state` = `loading` | `failed` | `loaded` on `[data-pdf-viewer]`.
 */
export function PdfViewer({ title, subtitle, src, status, errorMessage, fileName, backHref, backLabel }: PdfViewerProps) {
  const state = status === 'pending' ? 'loading' : status === 'error' || !src ? 'failed' : 'loaded';
  return (
    <Box display="flex" flexDirection="column" className={css.viewer} data-pdf-viewer="" data-state={state}>
      <Box display="flex" flexWrap={{ mobile: 'wrap', tablet: 'nowrap' }} alignItems="center" flexShrink={0} className={css.bar}>
        <Link href={backHref} variant="standalone" className={css.back}>
          <Icon name="chevronLeft" size={18} />
          {backLabel}
        </Link>
        <div className={css.heading}>
          <Heading level="1" size="large" truncate className={css.title}>{title}</Heading>
          {subtitle && <Text as="p" size="small" tone="secondary">{subtitle}</Text>}
        </div>
        {state === 'loading' && (
          // The actions' room, kept while the PDF loads so the title and the frame do not move when they come.
          <Box display="flex" gap="xsmall" className={`${css.actions} ${css.placeholder}`} aria-hidden="true">
            <span className={button({ variant: 'secondary', tone: 'accent', size: 'small' })}>Open PDF</span>
            <span className={button({ variant: 'primary', tone: 'accent', size: 'small' })}>Download PDF</span>
          </Box>
        )}
        {state === 'loaded' && (
          <Box display="flex" gap="xsmall" className={css.actions}>
            <RACLink href={src} target="_blank" rel="noopener" className={button({ variant: 'secondary', tone: 'accent', size: 'small' })}>
              Open PDF<span className={visuallyHidden}> (opens in a new tab)</span>
            </RACLink>
            <RACLink href={src} download={fileName} className={button({ variant: 'primary', tone: 'accent', size: 'small' })}>
              Download PDF
            </RACLink>
          </Box>
        )}
      </Box>
      <Box display="flex" className={css.body}>
        {state === 'loading' && (
          <Box display="flex" alignItems="flex-start" justifyContent="center" padding="xlarge" className={css.centre}>
            <Spinner size="large" label={`Loading ${title}`} />
          </Box>
        )}
        {state === 'failed' && (
          <Box display="flex" alignItems="flex-start" justifyContent="center" padding="xlarge" className={css.centre}>
            <div className={css.message}>
              <InlineMessage tone="critical">{errorMessage}</InlineMessage>
            </div>
          </Box>
        )}
        {state === 'loaded' && <iframe className={css.frame} src={src} title={title} />}
      </Box>
    </Box>
  );
}
