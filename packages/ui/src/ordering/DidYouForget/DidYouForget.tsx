import { useId } from 'react';
import type { UsualOrderProposal } from '@trade-portal/api-client';
import { outers, usualOrderReason } from '@trade-portal/domain';
import { Box, Stack } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { IconButton } from '../../primitives/IconButton';
import { Text } from '../../primitives/Text';
import * as css from './DidYouForget.css';

/** Props of `DidYouForget`. */
export interface DidYouForgetProps {
  /**
   * The store's staples not in the cart: the usual order's DidYouForget proposals less the
   * SKUs the cart holds, in the answer's order. Empty renders nothing.
   */
  products: readonly UsualOrderProposal[];
  /** 'Add': one line of the product's usual outers (its proposal's Quantity, on its §5 steps). */
  onAdd: (sku: string, quantity: number) => void;
  /** SKUs being added: their 'Add' is pending. */
  adding?: Readonly<Record<string, boolean | undefined>>;
  /** The server's Message by SKU when adding was refused (§8), shown under that product. */
  errors?: Readonly<Record<string, string | undefined>>;
  /** × ('Hide for this order'): the portal hides the reminder until this cart is ordered or emptied. */
  onDismiss: () => void;
}

/**
 * 'Did you forget?' (beyond the spec, ADR 0041) before checkout: the products the store orders almost every week that
 * are not in the cart, each with its usual outers, why ('Ordered every week of the last 8 weeks, usually 4
 * outers') and one press 'Add' (its accessible name 'Add 4 outers of {Product}'). A region named by its
 * heading, dismissible with ×. Nothing at all when every staple is in the cart.
 *
 * State selectors: `[data-sku]` on each product, `[data-pending]` while it is being added, `[data-invalid]`
 * with an error.
 */
export function DidYouForget({ products, onAdd, adding, errors, onDismiss }: DidYouForgetProps) {
  const headingId = useId();
  if (products.length === 0) return null;
  return (
    <Stack as="section" gap="small" aria-labelledby={headingId} className={css.panel} data-did-you-forget>
      <Box display="flex" alignItems="flex-start" justifyContent="space-between" gap="small">
        <Stack gap="xxsmall" minWidth={0}>
          <Heading level="2" size="large" id={headingId}>Did you forget?</Heading>
          <Text size="small" tone="secondary">{products.length === 1 ? 'You order this almost every week.' : 'You order these almost every week.'}</Text>
        </Stack>
        <IconButton icon="close" aria-label="Hide for this order" onPress={onDismiss} />
      </Box>
      <Stack as="ul" gap="xsmall" className={css.list}>
        {products.map((p) => {
          const error = errors?.[p.SKU];
          return (
            <Box
              as="li" key={p.SKU} display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small" className={css.row}
              data-sku={p.SKU} data-pending={adding?.[p.SKU] || undefined} data-invalid={error ? true : undefined}
            >
              <Stack gap="xxsmall" minWidth={0} className={css.text}>
                <Text weight="medium" tone="primary" breakWords>{p.Product}</Text>
                <Text size="small" tone="secondary">{usualOrderReason(p)}</Text>
                {error && <Text size="small" tone="critical" role="alert">{error}</Text>}
              </Stack>
              <Button size="small" variant="secondary" onPress={() => onAdd(p.SKU, p.Quantity)} isPending={!!adding?.[p.SKU]} aria-label={`Add ${outers(p.Quantity)} of ${p.Product}`}>
                {`Add ${outers(p.Quantity)}`}
              </Button>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
