export { LatestVlog, type LatestVlogContent, type LatestVlogProps } from './LatestVlog';
