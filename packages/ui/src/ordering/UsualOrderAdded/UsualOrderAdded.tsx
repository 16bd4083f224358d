import { Box } from '../../primitives/Box';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Icon } from '../../primitives/Icon';
import { Text } from '../../primitives/Text';
import * as css from './UsualOrderAdded.css';

/** What the notice says: lines added (with Undo), taken back, or a refusal. */
export interface UsualOrderAddedResult {
  /** A new id is a new result: it is announced again. */
  id: number;
  /** 'positive': added or taken back; 'critical': the server refused (its Message). */
  tone: 'positive' | 'critical';
  message: string;
  /** The lines just added can be taken back with 'Undo'. */
  canUndo?: boolean;
}

/** Props of `UsualOrderAdded`. */
export interface UsualOrderAddedProps {
  /** What to say; null renders an empty live region, so the next result is announced. */
  result: UsualOrderAddedResult | null;
  /** 'Undo': the portal sets the lines back to what they were, in one request. */
  onUndo: () => void;
  /** The undo is being sent: 'Undo' is pending. */
  isUndoing?: boolean;
  /** ×: the notice goes. */
  onDismiss: () => void;
}

/**
 * The line said after 'Start from my usual order' (beyond the spec, ADR 0041) has added its lines, as quick order's
 * scan says what it added: 'Added 5 products from your usual order: 22 outers.' with 'Undo', which puts
 * every line back as it was in one request, and × to let it go. It stays until the next result or ×, in a
 * polite live region, so it is heard once and can still be pressed after reading the cart.
 *
 * State selectors: `[data-tone]` (positive, critical) on the message.
 */
export function UsualOrderAdded({ result, onUndo, isUndoing = false, onDismiss }: UsualOrderAddedProps) {
  return (
    <div aria-live="polite">
      {result && (
        <Box key={result.id} display="flex" flexWrap="wrap" alignItems="center" gap="small" className={css.message} data-tone={result.tone}>
          <Icon name={result.tone === 'positive' ? 'check' : 'alert'} size={18} className={css.icon} />
          <Text weight="medium" className={css.text}>{result.message}</Text>
          {result.canUndo && <Button size="small" variant="secondary" onPress={onUndo} isPending={isUndoing}>Undo</Button>}
          <IconButton icon="close" aria-label="Close the message" onPress={onDismiss} isDisabled={isUndoing} />
        </Box>
      )}
    </div>
  );
}
