import { useId } from 'react';
import { outers } from '@trade-portal/domain';
import type { UnavailableCartDetail } from '@trade-portal/api-client';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Price } from '../../primitives/Price';
import { Text } from '../../primitives/Text';
import * as css from './UnavailableLines.css';

/** Why a cart line cannot be ordered now (the contract's `Reason`, §4 Cart loading). */
export const unavailableReasons = ['OutOfStock', 'Archived', 'Withdrawn'] as const satisfies readonly UnavailableCartDetail['Reason'][];
/** One of `unavailableReasons`. */
export type UnavailableReason = (typeof unavailableReasons)[number];

/** What the retailer reads for each reason. */
export const unavailableReasonText: Record<UnavailableReason, string> = {
  OutOfStock: 'Out of stock',
  Archived: 'No longer sold',
  Withdrawn: 'Withdrawn from the catalogue',
};

/** The product offered in place of an out-of-stock one, added at its minimum order. */
export interface AlternativeOffer {
  sku: string;
  productName: string;
  /** The outers the swap adds (the alternative's MinimumOrder, or what the cart already holds). */
  quantity: number;
  /** EUR per outer, net. */
  priceOuter: number;
}

/** One line kept in the cart but not ordered. */
export interface UnavailableLine {
  sku: string;
  productName: string;
  /** Outers the line held. */
  quantity: number;
  reason: UnavailableReason;
  /** For an out-of-stock line: the alternative, null when there is none, undefined while asked. */
  alternative?: AlternativeOffer | null;
}

/** Props of `UnavailableLines`. */
export interface UnavailableLinesProps {
  lines: readonly UnavailableLine[];
  /** 'Remove {Product}': the line leaves the cart. */
  onRemove: (sku: string) => void;
  /** 'Swap for {alternative}': the line leaves the cart and the alternative comes in at its quantity. */
  onSwap: (sku: string, alternative: AlternativeOffer) => void;
  /** SKUs being saved (their buttons are disabled meanwhile). */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** Save errors by SKU (§8), shown against the line. */
  errors?: Readonly<Record<string, string | undefined>>;
}

/**
 * 'Not available' on /cart (§4 Cart loading, §8): the lines the cart keeps but will not order, with
 * why ('Out of stock', 'No longer sold', 'Withdrawn from the catalogue'), each with 'Remove {Product}';
 * an out-of-stock line with an alternative offers 'Swap for {alternative}' ('{N outers} at €… per
 * outer'). They are outside the totals and the checkout, which the section says. Renders nothing
 * without lines. A `<section>` named by its heading; lines are `<li data-sku data-reason>`.
 */
export function UnavailableLines({ lines, onRemove, onSwap, saving, errors }: UnavailableLinesProps) {
  const headingId = useId();
  if (lines.length === 0) return null;
  return (
    <Stack as="section" gap="small" padding="medium" className={css.section} aria-labelledby={headingId}>
      <Heading level={2} size="large" tone="primary" id={headingId}>Not available</Heading>
      <Text as="p" size="small" tone="primary">
        {lines.length === 1 ? 'This line stays in your cart but is not part of your order or its total:' : 'These lines stay in your cart but are not part of your order or its total:'}
      </Text>
      <Stack as="ul" gap="xsmall" className={css.list}>
        {lines.map((line) => {
          const busy = !!saving?.[line.sku] || (!!line.alternative && !!saving?.[line.alternative.sku]);
          const error = errors?.[line.sku] ?? (line.alternative ? errors?.[line.alternative.sku] : undefined);
          return (
            <li key={line.sku} className={css.line} aria-label={line.productName} data-sku={line.sku} data-reason={line.reason} data-invalid={error ? '' : undefined}>
              <Stack gap="xxsmall" minWidth={0}>
                <Text weight="strong" tone="primary" breakWords>{line.productName}</Text>
                <Text size="small" tone="secondary" breakWords tabularNums>
                  <Text weight="medium" tone="caution">{unavailableReasonText[line.reason]}</Text> · {outers(line.quantity)} · SKU {line.sku}
                </Text>
                {line.alternative && (
                  <Text size="small" tone="secondary" breakWords tabularNums>
                    Alternative: {line.alternative.productName}, {outers(line.alternative.quantity)} at <Price value={line.alternative.priceOuter} /> per outer
                  </Text>
                )}
                {error && <Text size="small" tone="critical" role="alert">{error}</Text>}
              </Stack>
              <Box display="flex" gap="xsmall" flexWrap="wrap" justifyContent="flex-end">
                {line.alternative && (
                  <Button onPress={() => line.alternative && onSwap(line.sku, line.alternative)} isDisabled={busy}>
                    Swap for {line.alternative.productName}
                  </Button>
                )}
                <Button variant="quiet" tone="critical" size="small" onPress={() => onRemove(line.sku)} isDisabled={busy} aria-label={`Remove ${line.productName}`}>
                  Remove
                </Button>
              </Box>
            </li>
          );
        })}
      </Stack>
    </Stack>
  );
}
