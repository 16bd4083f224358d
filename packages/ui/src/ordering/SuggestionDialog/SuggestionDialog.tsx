import { formatLongDate, outers } from '@trade-portal/domain';
import type { SuggestedProducts } from '@trade-portal/api-client';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { InlineMessage } from '../../primitives/InlineMessage';
import { Text } from '../../primitives/Text';
import { ProductOffer, type ProductOfferData } from '../ProductOffer';
import * as css from './SuggestionDialog.css';

/** Who made a suggestion (§1): a brand ambassador after a visit, or the territory manager. */
export const suggestionSources = ['BA', 'TM'] as const satisfies readonly SuggestedProducts['Source'][];
/** One of `suggestionSources`. */
export type SuggestionSource = (typeof suggestionSources)[number];

/**
 * Where the dialog is in its flow: `offered` (a TM suggestion not yet taken: suggested quantities, 'No
 * thanks' and 'Add to cart'), `adding` (the products are being added), `added` (in the cart: steppers on
 * the cart's quantities, 'Continue' and 'Go to cart'), `failed` (adding failed: the message, 'Try
 * again' and 'Close').
 */
export const suggestionDialogStates = ['offered', 'adding', 'added', 'failed'] as const;
/** One of `suggestionDialogStates`. */
export type SuggestionDialogState = (typeof suggestionDialogStates)[number];

/** One suggested product: the product and the outers suggested (§3 StockReplenishedQuantity). */
export interface SuggestionLine {
  product: ProductOfferData;
  suggestedQuantity: number;
}

/** Props of `SuggestionDialog`. */
export interface SuggestionDialogProps {
  isOpen: boolean;
  source: SuggestionSource;
  /** Who suggested it (§3 BAName). */
  baName: string;
  /** When it was agreed, ISO 8601 (§3 AgreedDate); shown as '21 November 2026'. */
  agreedDate: string;
  /** The note agreed with the retailer (§3 AdditionalInfo); empty shows nothing. */
  additionalInfo: string;
  products: readonly SuggestionLine[];
  state: SuggestionDialogState;
  /** Outers in the cart by SKU, once added. */
  quantities?: Readonly<Record<string, number>>;
  /** Called with the SKU and the next valid quantity, once added (saved to the cart at once). */
  onQuantityChange?: (sku: string, next: number) => void;
  /** SKUs being saved. */
  saving?: Readonly<Record<string, boolean | undefined>>;
  /** Save errors by SKU (§8). */
  errors?: Readonly<Record<string, string | undefined>>;
  /** The server's Message when adding failed (`failed`). */
  errorMessage?: string | null;
  /** 'Add to cart' (offered) or 'Try again' (failed). */
  onAccept?: () => void;
  /** 'No thanks' (offered): declines the suggestion. */
  onDecline?: () => void;
  /** 'Go to cart' (added). */
  onGoToCart?: () => void;
  /** 'Continue', 'Close', Escape or a click outside: closes without deciding anything more. */
  onClose: () => void;
}

const titles: Record<SuggestionSource, Record<SuggestionDialogState, string>> = {
  BA: { offered: 'Suggested for your store', adding: 'Adding the suggested products', added: 'Suggested products added to your cart', failed: 'The suggested products could not be added' },
  TM: { offered: 'Suggested by your territory manager', adding: 'Adding the suggested products', added: 'Suggested products added to your cart', failed: 'The suggested products could not be added' },
};

/**
 * The suggestion popup (§1, §3 Suggested products, §2.10 tm-suggested), a modal `Dialog` named by
 * its title: '{BAName} suggested these products on {21 November 2026}.', the note, and the products.
 * Once added (a BA suggestion is added at session start; a TM one at 'Add to cart') each product has
 * the stepper on its cart quantity so the retailer can change it before checkout; before, each says
 * 'Suggested: N outers'. Out-of-stock products say so (the server does not add them).
 * Buttons, primary last: offered 'No thanks' / 'Add to cart'; adding a pending 'Add to cart'; added
 * 'Continue' / 'Go to cart'; failed 'Close' / 'Try again'. Nothing dismisses it while adding.
 * Focus moves into the dialog, is trapped there and returns on close (react-aria Modal).
 * `[data-suggestion-state]` on the body carries the state.
 */
export function SuggestionDialog(props: SuggestionDialogProps) {
  const { isOpen, source, baName, agreedDate, additionalInfo, products, state, onClose } = props;
  const busy = state === 'adding';
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => !open && !busy && onClose()}
      title={titles[source][state]}
      isDismissable={!busy}
      actions={<SuggestionActions {...props} />}
    >
      <Stack gap="small" minWidth={0} data-suggestion-state={state} data-source={source}>
        <Text as="p" tone="primary" breakWords>
          <strong>{baName}</strong> suggested these products on <time dateTime={agreedDate}>{formatLongDate(agreedDate)}</time>.
        </Text>
        {additionalInfo && <Text as="blockquote" size="small" tone="secondary" breakWords className={css.note}>{additionalInfo}</Text>}
        {state === 'failed' && <InlineMessage tone="critical">{props.errorMessage || 'Sorry, something went wrong. Please try again.'}</InlineMessage>}
        <Stack as="ul" gap="xsmall" className={css.list} aria-label="Suggested products" aria-busy={busy || undefined}>
          {products.map((line) => <SuggestionRow key={line.product.SKU} line={line} {...props} />)}
        </Stack>
      </Stack>
    </Dialog>
  );
}

function SuggestionRow({ line, state, quantities, onQuantityChange, saving, errors }: SuggestionDialogProps & { line: SuggestionLine }) {
  const { product, suggestedQuantity } = line;
  const suggested = `Suggested: ${outers(suggestedQuantity)}`;
  if (state === 'added' && onQuantityChange) {
    return (
      <ProductOffer
        product={product}
        quantity={quantities?.[product.SKU] ?? 0}
        onQuantityChange={onQuantityChange}
        note={product.OutOfStock ? `${suggested}; not added` : suggested}
        isSaving={!!saving?.[product.SKU]}
        errorMessage={errors?.[product.SKU]}
      />
    );
  }
  return (
    <Box as="li" display="flex" justifyContent="space-between" alignItems="center" gap="small" className={css.row} data-sku={product.SKU} aria-label={product.Product}>
      <Text weight="medium" tone="primary" breakWords minWidth={0}>{product.Product}</Text>
      {product.OutOfStock ? (
        <Text size="small" weight="medium" tone="critical" flexShrink={0}>Out of stock</Text>
      ) : (
        <Text tone="primary" tabularNums flexShrink={0}>{outers(suggestedQuantity)}</Text>
      )}
    </Box>
  );
}

function SuggestionActions({ state, onAccept, onDecline, onGoToCart, onClose }: SuggestionDialogProps) {
  switch (state) {
    case 'offered':
    case 'adding':
      return (
        <>
          <Button variant="secondary" onPress={onDecline} isDisabled={state === 'adding'}>No thanks</Button>
          <Button onPress={onAccept} isPending={state === 'adding'}>Add to cart</Button>
        </>
      );
    case 'added':
      return (
        <>
          <Button variant="secondary" onPress={onClose}>Continue</Button>
          <Button onPress={onGoToCart}>Go to cart</Button>
        </>
      );
    case 'failed':
      return (
        <>
          <Button variant="secondary" onPress={onClose}>Close</Button>
          <Button onPress={onAccept}>Try again</Button>
        </>
      );
  }
}
