import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { allStateIds, allTransitions, jsonRoundTrip, walkMachine } from '../testing';
import { popupMachine } from './popupMachine';

const seen = new Set<string>();
const start = () => {
  const actor = createActor(popupMachine);
  actor.subscribe((s) => s._nodes.forEach((n) => seen.add(n.id)));
  return actor.start();
};

describe('popupMachine (§2.10, §4 Popup)', () => {
  describe('pure transitions', () => {
    it('starts hidden and empty', () => {
      const [snapshot] = initialTransition(popupMachine);
      expect(snapshot.value).toBe('hidden');
      expect(snapshot.hasTag('show')).toBe(false);
      expect(snapshot.context).toEqual({ section: null, title: '', desc: '', items: [] });
    });

    it('a show while open replaces the content', () => {
      const [hidden] = initialTransition(popupMachine);
      const [open] = transition(popupMachine, hidden, { type: 'popup.show', section: 'alert', title: 'old' });
      const [replaced] = transition(popupMachine, open, { type: 'popup.show', section: 'fail', items: ['a'] });
      expect(replaced.value).toBe('open');
      expect(replaced.context).toEqual({ section: 'fail', title: '', desc: '', items: ['a'] });
    });
  });

  describe('the running actor', () => {
    it('shows a section with its text', () => {
      const actor = start();
      expect(actor.getSnapshot().hasTag('show')).toBe(false);
      actor.send({ type: 'popup.show', section: 'clear-cart', title: 'Clear cart?', desc: 'All lines go.' });
      const s = actor.getSnapshot();
      expect(s.value).toBe('open');
      expect(s.hasTag('show') && s.hasTag('open')).toBe(true);
      expect(s.context).toEqual({ section: 'clear-cart', title: 'Clear cart?', desc: 'All lines go.', items: [] });
    });

    it('hide clears show and open at once', () => {
      const actor = start();
      actor.send({ type: 'popup.show', section: 'fail', items: ['a'] });
      actor.send({ type: 'popup.hide' });
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(actor.getSnapshot().context.items).toEqual([]);
    });
  });

  describe('delays', () => {
    // Fake timers move the 1000 ms fade (`popupResetDelay`) forward by hand.
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

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

    it('the runs above reach every state', () => expect([...seen].sort()).toEqual(allStateIds(popupMachine).sort()));
  });

  describe('graph walk', () => {
    // The fade's end is the walk's event `xstate.after.popupResetDelay.popup.closing`.
    const walk = walkMachine(popupMachine, {
      events: [
        { type: 'popup.show', section: 'alert', title: 'T' }, { type: 'popup.show', section: 'fail', items: ['a'] },
        { type: 'popup.close' }, { type: 'popup.hide' },
      ],
    });

    it('reaches every state', () => expect(walk.stateIds).toEqual(allStateIds(popupMachine).sort()));
    it('takes every transition', () => expect(walk.transitions).toEqual(allTransitions(popupMachine)));
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
  });
});
