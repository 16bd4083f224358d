import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { allStateIds } from '../testing';
import { popupMachine } from './popupMachine';

describe('popupMachine (§2.10, §4 Popup)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const seen = new Set<string>();
  const start = () => {
    const actor = createActor(popupMachine);
    actor.subscribe((s) => s._nodes.forEach((n) => seen.add(n.id)));
    return actor.start();
  };

  it('shows a section with its text', () => {
    const actor = start();
    expect(actor.getSnapshot().hasTag('show')).toBe(false);
    actor.send({ type: 'popup.show', section: 'clear-cart', title: 'Clear cart?', desc: 'All lines go.' });
    const s = actor.getSnapshot();
    expect(s.value).toBe('open');
    expect(s.hasTag('show') && s.hasTag('open')).toBe(true);
    expect(s.context).toEqual({ section: 'clear-cart', title: 'Clear cart?', desc: 'All lines go.', items: [] });
  });

  it('close clears only open, then resets after 1000 ms', () => {
    const actor = start();
    actor.send({ type: 'popup.show', section: 'alert', title: 'T' });
    actor.send({ type: 'popup.close' });
    expect(actor.getSnapshot().value).toBe('closing');
    expect(actor.getSnapshot().hasTag('show')).toBe(true);
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    vi.advanceTimersByTime(999);
    expect(actor.getSnapshot().context.title).toBe('T');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.section).toBeNull();
  });

  it('hide clears show and open at once', () => {
    const actor = start();
    actor.send({ type: 'popup.show', section: 'fail', items: ['a'] });
    actor.send({ type: 'popup.hide' });
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(actor.getSnapshot().context.items).toEqual([]);
  });

  it('a new popup while fading replaces the old one', () => {
    const actor = start();
    actor.send({ type: 'popup.show', section: 'alert', title: 'old' });
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.show', section: 'success', title: 'new' });
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.title).toBe('new');
    actor.send({ type: 'popup.close' });
    actor.send({ type: 'popup.hide' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  it('reaches every state', () => expect([...seen].sort()).toEqual(allStateIds(popupMachine).sort()));
});
