// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement, Suspense, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useTransitionQuery } from './useTransitionQuery';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let client: QueryClient;
let container: HTMLElement;
let root: Root;
beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  client.clear();
});

/** A promise and the hands that settle it, so a test decides when the server answers. */
function answerLater<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

/**
 * TanStack Query tells its observers in a task of its own (a zero timeout), and the observer's batched call
 * takes one more: five turns of the task queue, not a length of time, leave room for both and React's effects.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
/** Runs `change` and everything it leads to: TanStack's notice, React's transition and its effects. */
const settle = (change: () => unknown) => act(async () => {
  await change();
  for (let i = 0; i < 5; i++) await nextTask();
});
// act() draws a render asked for inside it when its callback ends: the render first, then its effects' work.
const draw = async (node: ReactNode) => {
  await act(() => root.render(createElement(QueryClientProvider, { client }, node)));
  await settle(() => undefined);
};

describe('useTransitionQuery (an answer drawn in a transition, ADR 0038)', () => {
  it('draws the query as loading, then its answer', async () => {
    const answer = answerLater<string>();
    function Banner() {
      const query = useTransitionQuery({ queryKey: ['banner'], queryFn: () => answer.promise });
      return createElement('p', null, query.status === 'pending' ? `loading (${query.fetchStatus})` : query.data);
    }
    await act(() => root.render(createElement(QueryClientProvider, { client }, createElement(Banner))));
    // The first render shows the fetch its subscription starts.
    expect(container.textContent).toBe('loading (fetching)');
    await settle(() => answer.resolve('The winter range is in'));
    expect(container.textContent).toBe('The winter range is in');
  });

  it('draws an answer written to the cache later, and one written before it subscribed', async () => {
    client.setQueryData(['cart'], 3);
    function Badge() {
      const query = useTransitionQuery({ queryKey: ['cart'], queryFn: () => new Promise<number>(() => undefined), staleTime: Infinity });
      // Written during the first render, before the effect subscribes: the subscription must still see it.
      if (query.data === 3) client.setQueryData(['cart'], 4);
      return createElement('p', null, `${query.data} outers`);
    }
    await draw(createElement(Badge));
    expect(container.textContent).toBe('4 outers');
    await settle(() => client.setQueryData(['cart'], 7));
    expect(container.textContent).toBe('7 outers');
  });

  it('keeps the page as drawn while drawing an answer waits for code, where an urgent update would show the fallback', async () => {
    const answer = answerLater<string>();
    const neverLoaded = new Promise<never>(() => undefined);
    function Vlog() {
      const query = useTransitionQuery({ queryKey: ['vlog'], queryFn: () => answer.promise });
      // Drawing the answer needs a part whose code has not arrived (a lazy chunk): it suspends.
      if (query.data) throw neverLoaded;
      return createElement('p', null, 'Latest vlog: loading');
    }
    await draw(createElement(Suspense, { fallback: createElement('p', null, 'fallback') }, createElement(Vlog)));
    expect(container.textContent).toBe('Latest vlog: loading');
    await settle(() => answer.resolve('Autumn trade update'));
    // A transition that suspends leaves what is on screen; TanStack's own hook (an urgent update) would
    // have replaced it with the fallback here.
    expect(container.textContent).toBe('Latest vlog: loading');
  });

  it('draws again only when a property the component read has changed', async () => {
    let renders = 0;
    let calls = 0;
    function Title() {
      renders += 1;
      const { data } = useTransitionQuery({ queryKey: ['title'], queryFn: async () => { calls += 1; return 'Price list'; } });
      return createElement('p', null, data ?? '…');
    }
    await draw(createElement(Title));
    expect(container.textContent).toBe('Price list');
    const drawn = renders;
    // A refetch with the same answer changes isFetching, which Title never read.
    await settle(() => client.refetchQueries({ queryKey: ['title'] }));
    expect(calls).toBe(2);
    expect(renders).toBe(drawn);
  });
});
