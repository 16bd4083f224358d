import { Link as RACLink } from 'react-aria-components';
import { formatShortDate } from '@trade-portal/domain';
import type { DownloadWidget } from '@trade-portal/api-client';
import { Box } from '../../../primitives/Box';
import { Skeleton } from '../../../primitives/Skeleton';
import { sprinkles, visuallyHidden } from '../../../theme';
import * as css from './DownloadCard.css';

const OWN_PDF = /^\/pdf\/downloads\/([^/?#]+?)(?:\.pdf)?$/;

/**
 * The slug of a download served by the portal's own server (`/pdf/downloads/{slug}`), else null.
 * @param assetPath a widget's AssetPath
 */
export function downloadSlug(assetPath: string): string | null {
  return OWN_PDF.exec(assetPath)?.[1] ?? null;
}

/**
 * Where a download widget links (ADR 0023): the portal's own PDFs open in the /home-asset viewer
 * (`/home-asset?id={slug}`: the title, the PDF and a download button, §2.1 standalone); anything else
 * (an external document) links to its AssetPath as is.
 */
export function downloadHref(widget: Pick<DownloadWidget, 'AssetPath'>): string {
  const slug = downloadSlug(widget.AssetPath);
  return slug ? `/home-asset?id=${encodeURIComponent(slug)}` : widget.AssetPath;
}

const isImage = (icon: string) => /[./]/.test(icon);

/** Props of `DownloadCard`. */
export interface DownloadCardProps {
  widget: DownloadWidget;
  /** Where the card links. @default downloadHref(widget) */
  href?: string;
  /** `row`: a fixed 280 px card for the shell's row; `fill`: as wide as its grid cell. @default 'fill' */
  width?: 'row' | 'fill';
  /** Followed (for analytics). */
  onPress?: () => void;
}

/**
 * One PDF download widget (§2.4, §2.9, §3 Download widget): the icon (the document glyph for 'pdf', else
 * the icon image, 40 × 40), TopLineText (at most two lines) and the published date dd/mm/yyyy, the whole
 * card one link; NewWindow opens it in a new tab (`target=_blank`, said as '(opens in a new tab)').
 * Fixed height (96 px), so a list of them never shifts as titles wrap. `[data-download]` marks it,
 * `data-new-window` when it opens a tab.
 */
export function DownloadCard({ widget, href = downloadHref(widget), width = 'fill', onPress }: DownloadCardProps) {
  const date = formatShortDate(widget.CreatedDateTime);
  return (
    <RACLink
      href={href}
      target={widget.NewWindow ? '_blank' : undefined}
      rel={widget.NewWindow ? 'noopener' : undefined}
      onPress={onPress}
      className={`${sprinkles({ display: 'flex', alignItems: 'center', gap: 'small' })} ${css.card({ width })}`}
      data-download=""
      data-new-window={widget.NewWindow ? '' : undefined}
    >
      {isImage(widget.Icon) ? (
        <img className={css.icon} src={widget.Icon} alt="" width={40} height={40} loading="lazy" decoding="async" />
      ) : (
        <svg className={css.icon} viewBox="0 0 40 40" width={40} height={40} aria-hidden="true" focusable="false">
          <path d="M9 3h15l9 9v25H9z" className={css.sheet} />
          <path d="M24 3v9h9" className={css.fold} />
          <rect x="4" y="20" width="26" height="12" rx="2" className={css.badge} />
          <text x="17" y="29.5" textAnchor="middle" className={css.badgeText}>PDF</text>
        </svg>
      )}
      <Box as="span" display="flex" flexDirection="column" minWidth={0} className={css.text}>
        <span className={css.title}>{widget.TopLineText}</span>
        {date && <time className={css.date} dateTime={widget.CreatedDateTime}>{date}</time>}
        {widget.NewWindow && <span className={visuallyHidden}> (opens in a new tab)</span>}
      </Box>
    </RACLink>
  );
}

/** A loading placeholder of a `DownloadCard`, the same size (the list's container says it is busy). */
export function DownloadCardSkeleton({ width = 'fill' }: Pick<DownloadCardProps, 'width'>) {
  return (
    <Box as="span" display="flex" alignItems="center" gap="small" className={css.card({ width, loading: true })} aria-hidden="true">
      <Skeleton shape="block" width={40} height={40} />
      <Box as="span" display="flex" flexDirection="column" minWidth={0} className={css.text}>
        <Skeleton width="80%" height={14} />
        <Skeleton width={80} height={12} style={{ marginTop: 8 }} />
      </Box>
    </Box>
  );
}
