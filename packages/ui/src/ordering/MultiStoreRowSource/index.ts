export { MultiStoreRowSource, multiStoreRowSources } from './MultiStoreRowSource';
export type { MultiStoreRowSourceId, MultiStoreRowSourceProps } from './MultiStoreRowSource';
