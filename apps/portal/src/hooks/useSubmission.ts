import { useCallback, useState } from 'react';
import { errorMessage } from '@trade-portal/api-client';

/** What `useSubmission` gives a form's page. */
export interface Submission<A extends unknown[], R> {
  /** Sends; clears the last error and answer first. @returns the answer, or undefined after a failure */
  submit: (...args: A) => Promise<R | undefined>;
  /** The call is running: the form's button shows a spinner. */
  pending: boolean;
  /** The failure's text (§8: the server's Message, or a default); null otherwise. */
  error: string | null;
  /** The failure itself (an ApiError with its status), for a page that treats one answer apart; null otherwise. */
  failure: unknown;
  /** The last answer; null before one and after `reset`. */
  result: R | null;
  /** Forgets the answer (a 'Send another message' button). */
  reset: () => void;
}

/**
 * One form's call to the server, as the account and contact pages make it (§2.1, §2.2, §8): pending while
 * it runs, the failure's message to show above the button, and the answer to show in the form's place.
 * @param send the call (a public `fetch` or a mutation), rejecting with an ApiError on failure
 */
export function useSubmission<A extends unknown[], R>(send: (...args: A) => Promise<R>): Submission<A, R> {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [result, setResult] = useState<R | null>(null);
  const submit = useCallback(
    async (...args: A) => {
      setPending(true);
      setError(null);
      setFailure(null);
      setResult(null);
      try {
        const answer = await send(...args);
        setResult(answer);
        return answer;
      } catch (e) {
        setError(errorMessage(e));
        setFailure(e);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [send],
  );
  const reset = useCallback(() => setResult(null), []);
  return { submit, pending, error, failure, result, reset };
}
