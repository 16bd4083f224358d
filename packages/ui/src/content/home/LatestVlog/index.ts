export { LatestVlog, viewCount, type LatestVlogContent, type LatestVlogProps } from './LatestVlog';
