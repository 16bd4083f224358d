/**
 * The portal's one way of reading a query (ADR 0038, "Answers are drawn in a transition").
 */
import { notifyManager, QueryObserver, useQueryClient, type DefaultError, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { startTransition, useEffect, useReducer, useRef, useState } from 'react';

/**
 * `useQuery` whose answers are drawn in a transition: every read of the spec's calls (§3–§9) goes through it.
 *
 * TanStack Query's own hook subscribes through `useSyncExternalStore`, whose updates React always renders
 * synchronously: on a cold load of / the answers that arrive together were drawn in one task of 90–220 ms at
 * 4× CPU, two thirds of it rendering. Here the observer's notification only asks React to render again
 * inside `startTransition`, so that render yields to the browser every few milliseconds and a tap on the
 * page is handled between its slices; what is drawn is read from the observer during the render, as
 * TanStack's hook does (`getOptimisticResult`), so a render for any other reason shows the newest answer too.
 * What a user does (a cart line's quantity, a pressed button) is not a query answer and stays synchronous.
 *
 * Suspense and error boundaries are not offered: no portal query uses them (`suspense`, `throwOnError`).
 * @param options the same options as `useQuery`
 * @returns the same result as `useQuery`, with its tracked properties (only a change of a property the
 *   caller read renders again)
 */
export function useTransitionQuery<TQueryFnData = unknown, TError = DefaultError, TData = TQueryFnData, TQueryKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  // As TanStack's hook: the result shows the fetch that subscribing is about to start, so a first render
  // never shows a query that will load as idle.
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<TQueryFnData, TError, TData, TQueryFnData, TQueryKey>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  // What this render saw as the observer's current result, as `useSyncExternalStore` keeps its snapshot.
  const current = observer.getCurrentResult();
  const drawn = useRef(current);
  drawn.current = current;
  const [, redraw] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);

  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(redraw)));
    // An answer that came between the render and this subscription is drawn now.
    observer.updateResult();
    if (observer.getCurrentResult() !== drawn.current) startTransition(redraw);
    return unsubscribe;
  }, [observer]);

  return (defaulted.notifyOnChangeProps ? result : observer.trackResult(result)) as UseQueryResult<TData, TError>;
}
