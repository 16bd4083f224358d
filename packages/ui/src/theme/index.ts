export { vars } from './contract.css';
export { lightTheme } from './theme.css';
export { tabularNums, visuallyHidden, visuallyHiddenRules, bottomBarHeight, bottomBarOffset, stickyTopHeight, stickyTopOffset, card, focusRing, touchTarget } from './styles.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { tokens, breakpoints, media } from './tokens';
import './fonts';
export { floatingLane, floatingGutter, reservesGutter, reservedGutter } from './floating.css';
export { gutterPadding } from './gutter';
