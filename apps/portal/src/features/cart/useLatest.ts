import { useRef, type RefObject } from 'react';

/** A ref holding the latest value of a render, for callbacks made once that must read today's value. */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
