export { LatestVlog, type LatestVlogProps } from './LatestVlog';
