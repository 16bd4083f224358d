/**
 * The /cart parts shown only when there is something in them ('Before you checkout', 'Not available',
 * 'Did you forget?'), one chunk (`cartExtras`). The page asks for it as soon as the first step's lists
 * are wanted, so it arrives with them.
 */
import { lazyPart } from '@trade-portal/ui/lazyPart';

export const lazyCartExtras = lazyPart(() => import('./cartExtras'));
