import { useId } from 'react';
import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { Text } from '../../primitives/Text';
import * as css from './InvoiceButton.css';

/** Props of `InvoiceButton`. */
export interface InvoiceButtonProps {
  /** The order whose invoice to download; names the button 'Download invoice for order {N}'. */
  orderNumber: string;
  onPress: () => void;
  /** The download is under way: a spinner, and the button ignores presses. */
  isPending?: boolean;
  isDisabled?: boolean;
  /** The §8 invoice message chosen by the caller (e.g. 'Order Number is invalid. Please go back to order history.'). */
  errorMessage?: string | null;
  /**
   * Which document: 'invoice' for a submitted or processing order; 'proForma' for a pending one, whose
   * document is a pro-forma invoice until it is processed (ADR 0001). Cancelled orders have none: do not
   * render the button. @default 'invoice'
   */
  kind?: 'invoice' | 'proForma';
}

/**
 * 'Download invoice' (or 'Pro-forma invoice' for a pending order) for one order (§7 Invoice), a secondary
 * action with its pending state and an error slot below it (role=alert, linked with aria-describedby).
 * `data-invalid` on the wrapper with an error, `data-kind` with the document.
 */
export function InvoiceButton({ orderNumber, onPress, isPending, isDisabled, errorMessage, kind = 'invoice' }: InvoiceButtonProps) {
  const errorId = useId();
  const proForma = kind === 'proForma';
  return (
    <Box display="inline-flex" flexDirection="column" gap="xxsmall" alignItems="flex-start" className={css.wrap} data-invalid={errorMessage ? '' : undefined} data-kind={kind}>
      <Button
        variant="secondary"
        tone="accent"
        size="small"
        onPress={onPress}
        isPending={isPending}
        isDisabled={isDisabled}
        aria-label={`${proForma ? 'Download pro-forma invoice' : 'Download invoice'} for order ${orderNumber}`}
        aria-describedby={errorMessage ? errorId : undefined}
      >
        {proForma ? 'Pro-forma invoice' : 'Download invoice'}
      </Button>
      {errorMessage && (
        <Text as="p" id={errorId} size="xsmall" tone="critical" weight="medium" breakWords role="alert">
          {errorMessage}
        </Text>
      )}
    </Box>
  );
}
