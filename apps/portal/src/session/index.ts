export * from './session';
export { useSession } from './useSession';
