export { vars } from './contract.css';
export { lightTheme } from './theme.css';
export { tabularNums, visuallyHidden, card } from './styles.css';
export { tokens, breakpoints } from './tokens';
import './fonts';
