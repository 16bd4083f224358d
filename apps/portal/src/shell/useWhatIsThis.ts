/**
 * The handler of the create-order dialog's 'What is this?' (§2.6, §2.10 video section); `undefined`
 * while it keeps the plain link to /videos in a new tab.
 */
export function useWhatIsThis(): (() => void) | undefined {
  return undefined;
}
