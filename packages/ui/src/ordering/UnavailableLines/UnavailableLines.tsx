import { useId } from 'react';
import { outers } from '@trade-portal/domain';
import type { UnavailableCartDetail } from '@trade-portal/api-client';
import { Button } from '../../primitives/Button';
import { Price } from '../../primitives/Price';
import * as css from './UnavailableLines.css';

/** Why a cart line cannot be ordered now (the contract's `Reason`, §4 Cart loading). */
export const unavailableReasons = ['OutOfStock', 'Archived', 'Withdrawn'] as const satisfies readonly UnavailableCartDetail['Reason'][];
/** One of {@link unavailableReasons}. */
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

/** Props of {@link UnavailableLines}. */
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
    <section className={css.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>Not available</h2>
      <p className={css.intro}>
        {lines.length === 1 ? 'This line stays in your cart but is not part of your order or its total:' : 'These lines stay in your cart but are not part of your order or its total:'}
      </p>
      <ul className={css.list}>
        {lines.map((line) => {
          const busy = !!saving?.[line.sku] || (!!line.alternative && !!saving?.[line.alternative.sku]);
          const error = errors?.[line.sku] ?? (line.alternative ? errors?.[line.alternative.sku] : undefined);
          return (
            <li key={line.sku} className={css.line} aria-label={line.productName} data-sku={line.sku} data-reason={line.reason} data-invalid={error ? '' : undefined}>
              <div className={css.info}>
                <span className={css.name}>{line.productName}</span>
                <span className={css.meta}>
                  <span className={css.reason}>{unavailableReasonText[line.reason]}</span> · {outers(line.quantity)} · SKU {line.sku}
                </span>
                {line.alternative && (
                  <span className={css.meta}>
                    Alternative: {line.alternative.productName}, {outers(line.alternative.quantity)} at <Price value={line.alternative.priceOuter} /> per outer
                  </span>
                )}
                {error && <span className={css.error} role="alert">{error}</span>}
              </div>
              <div className={css.actions}>
                {line.alternative && (
                  <Button onPress={() => line.alternative && onSwap(line.sku, line.alternative)} isDisabled={busy}>
                    Swap for {line.alternative.productName}
                  </Button>
                )}
                <Button variant="quiet" tone="critical" size="small" onPress={() => onRemove(line.sku)} isDisabled={busy} aria-label={`Remove ${line.productName}`}>
                  Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
