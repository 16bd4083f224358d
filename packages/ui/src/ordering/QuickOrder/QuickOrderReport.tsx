import { useId } from 'react';
import { outers } from '@trade-portal/domain';
import type { QuickOrderLine, QuickOrderReport as Report, QuickOrderStatus } from '@trade-portal/domain/quick-order';
import type { Product } from '@trade-portal/api-client';
import { Box, Inline, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Icon } from '../../primitives/Icon';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { visuallyHidden } from '../../theme';
import * as css from './QuickOrder.css';

/** The product offered in place of an out-of-stock one. */
export type QuickOrderAlternative = Pick<Product, 'SKU' | 'Product'>;

/** What the retailer reads for each status in the summary, singular and plural. */
const statusWords: Record<QuickOrderStatus, [string, string]> = {
  added: ['to add as written', 'to add as written'],
  adjusted: ['adjusted to a valid step', 'adjusted to a valid step'],
  unknown: ['unknown code', 'unknown codes'],
  outOfStock: ['out of stock', 'out of stock'],
  archived: ['no longer sold', 'no longer sold'],
  noQuantity: ['without a quantity', 'without a quantity'],
  notAQuantity: ['not a quantity', 'not a quantity'],
  atMaximum: ['already at the most', 'already at the most'],
};
const statusOrder: QuickOrderStatus[] = ['added', 'adjusted', 'unknown', 'outOfStock', 'archived', 'noQuantity', 'notAQuantity', 'atMaximum'];

/** Props of `QuickOrderReport`. */
export interface QuickOrderReportProps {
  report: Report;
  /** 'Add N lines to cart' pressed: the page sets `report.toSet` in the back-end cart. */
  onAdd: () => void;
  /** 'Edit lines': back to the box, its text kept. */
  onEdit: () => void;
  /** Alternatives to out-of-stock lines by their SKU: null when there is none, absent while asked. */
  alternatives?: ReadonlyMap<string, QuickOrderAlternative | null>;
  /** 'Add {alternative} instead': one minimum order of the alternative goes into the cart. */
  onAddAlternative?: (alternative: QuickOrderAlternative) => void;
  /** SKUs of alternatives already added from this report (their button gives way to 'Added'). */
  addedAlternatives?: ReadonlySet<string>;
  /** While the lines are being added. */
  isAdding?: boolean;
  /** The server's Message when adding failed; nothing was added (one request, all or nothing). */
  errorMessage?: string;
  /** Set once added: the lines and outers now in the cart; the report then offers 'Go to cart'. */
  added?: { lines: number; outers: number } | null;
  /** Where 'Go to cart' leads. @default '/cart' */
  cartHref?: string;
}

/**
 * Quick order's report, shown before anything is added: one line per product (lines naming
 * the same product summed) or unknown code, each with what becomes of it: added as written, adjusted to
 * §5's steps (from what to what, and why), unknown, out of stock (with the alternative offered), no
 * longer sold, without a quantity, not a quantity ('two', '-1'), or already at the most. A summary counts them; 'Add N lines to cart'
 * adds the valid ones in one request and the outcome is said in a live region. Lines are
 * `<li data-status data-sku>`; a report of thousands lays out only what is on screen.
 */
export function QuickOrderReport({ report, onAdd, onEdit, alternatives, onAddAlternative, addedAlternatives, isAdding = false, errorMessage, added, cartHref = '/cart' }: QuickOrderReportProps) {
  const headingId = useId();
  const toAdd = report.toSet.length;
  const read = report.lines.reduce((n, line) => n + line.lines.length, 0);
  const parts = statusOrder
    .filter((s) => report.counts[s] > 0)
    .map((s) => `${report.counts[s]} ${statusWords[s][report.counts[s] === 1 ? 0 : 1]}`);
  return (
    <Stack as="section" gap="small" aria-labelledby={headingId}>
      {/* Focusable from code: the page moves focus here when the report appears. */}
      <Heading level="2" size="large" tone="primary" id={headingId} tabIndex={-1}>
        Check before adding
      </Heading>
      <Text as="p" tone="primary" tabularNums>
        {read === 1 ? '1 line checked' : `${read} lines checked`}: {parts.join(', ')}.
      </Text>
      <Stack as="ul" gap="xsmall" className={css.list} aria-label="Checked lines">
        {report.lines.map((line) => (
          <ReportLine
            key={line.lines[0]}
            line={line}
            alternative={line.product ? alternatives?.get(line.product.SKU) : undefined}
            onAddAlternative={onAddAlternative}
            alternativeAdded={!!line.product && !!alternatives?.get(line.product.SKU) && !!addedAlternatives?.has(alternatives.get(line.product.SKU)!.SKU)}
          />
        ))}
      </Stack>
      <Box display="flex" gap="small" flexWrap="wrap" alignItems="center" justifyContent="space-between" className={css.footer} data-sticky-bar="">
        {/* Present before the outcome, so it is announced when it arrives. */}
        <div aria-live="polite">
          {added && (
            <InlineMessage tone="positive" title={`Added to your cart: ${added.lines === 1 ? '1 line' : `${added.lines} lines`}, ${outers(added.outers)}.`}>
              <Link href={cartHref} variant="inline">
                Go to cart
              </Link>
            </InlineMessage>
          )}
        </div>
        {errorMessage && <InlineMessage tone="critical" title="Nothing was added.">{errorMessage}</InlineMessage>}
        {!added && (
          <Inline gap="small">
            <Button variant="secondary" onPress={onEdit}>
              Edit lines
            </Button>
            {toAdd > 0 ? (
              <Button variant="primary" onPress={onAdd} isPending={isAdding}>
                {`Add ${toAdd === 1 ? '1 line' : `${toAdd} lines`} to cart (${outers(report.outersAdded)})`}
              </Button>
            ) : (
              <Text as="p" tone="primary" tabularNums>Nothing here can be added.</Text>
            )}
          </Inline>
        )}
      </Box>
    </Stack>
  );
}

interface ReportLineProps {
  line: QuickOrderLine;
  alternative?: QuickOrderAlternative | null;
  onAddAlternative?: (a: QuickOrderAlternative) => void;
  alternativeAdded: boolean;
}

function ReportLine({ line, alternative, onAddAlternative, alternativeAdded }: ReportLineProps) {
  const where = line.lines.length === 1 ? `Line ${line.lines[0]}` : `Lines ${line.lines.join(', ')}`;
  // The arrow is an icon (Inter has no '→'); screen readers hear 'in cart 5 to 10'.
  const cart = line.adds > 0 ? (
    <> · in cart {line.inCart} <Icon name="arrowRight" size={12} className={css.arrow} /><span className={visuallyHidden}>to</span> {line.quantity}</>
  ) : line.inCart > 0 ? ` · ${line.inCart} in cart` : '';
  return (
    <li className={css.line} data-status={line.status} data-sku={line.product?.SKU} aria-label={line.product?.Product ?? line.code}>
      <Stack gap="xxsmall" minWidth={0}>
        <Text weight="strong" tone="primary" breakWords>{line.product?.Product ?? line.code}</Text>
        <Text size="small" tone="secondary" breakWords tabularNums>
          {where} · {line.product ? `SKU ${line.product.SKU}` : `code ${line.code}`}
          {cart}
        </Text>
      </Stack>
      <Stack gap="xxsmall" minWidth={0}>
        <Text size="small" weight="medium" breakWords className={css.message}>{line.message}</Text>
        {line.status === 'outOfStock' && alternative && (
          <Text size="small" tone="primary">
            Instead:{' '}
            {alternativeAdded ? (
              <strong>{alternative.Product} added to your cart</strong>
            ) : onAddAlternative ? (
              <Button size="small" variant="secondary" onPress={() => onAddAlternative(alternative)}>
                {`Add ${alternative.Product}`}
              </Button>
            ) : (
              alternative.Product
            )}
          </Text>
        )}
      </Stack>
    </li>
  );
}
