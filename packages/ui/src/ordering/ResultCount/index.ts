export { ResultCount, resultCountText, type ResultCountProps } from './ResultCount';
