import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, initialTransition, transition } from 'xstate';
import { allStateIds, allTransitions, jsonRoundTrip, replayOnActor, walkMachine } from '../testing';
import { POPUP_RESET_MS } from '@trade-portal/domain';
import { popupMachine, type PopupContent } from './popupMachine';

const empty: PopupContent = { section: null, title: '', desc: '', items: [], href: null, html: '', video: null, steps: [] };

const start = () => createActor(popupMachine).start();

describe('popupMachine (§2.10, §4 Popup)', () => {
  describe('pure transitions', () => {
    it('starts hidden and empty', () => {
      const [snapshot] = initialTransition(popupMachine);
      expect(snapshot.value).toBe('hidden');
      expect(snapshot.hasTag('show')).toBe(false);
      expect(snapshot.context).toEqual(empty);
    });

    it('keeps what the other sections need: a path, HTML, a video, steps', () => {
      const [hidden] = initialTransition(popupMachine);
      const video = { src: '/media/what-is-this.mp4', poster: '/media/what-is-this.jpg' };
      const steps = [{ title: 'One', desc: 'First.' }, { title: 'Two', desc: 'Second.' }];
      const [open] = transition(popupMachine, hidden, { type: 'popup.show', section: 'video', title: 'What is this?', video, steps, href: '/videos', html: '<p>Hi</p>' });
      expect(open.context).toEqual({ ...empty, section: 'video', title: 'What is this?', video, steps, href: '/videos', html: '<p>Hi</p>' });
      // A later show without them does not inherit them.
      const [next] = transition(popupMachine, open, { type: 'popup.show', section: 'alert', title: 'T' });
      expect(next.context).toEqual({ ...empty, section: 'alert', title: 'T' });
    });

    it('a show while open replaces the content', () => {
      const [hidden] = initialTransition(popupMachine);
      const [open] = transition(popupMachine, hidden, { type: 'popup.show', section: 'alert', title: 'old' });
      const [replaced] = transition(popupMachine, open, { type: 'popup.show', section: 'fail', items: ['a'] });
      expect(replaced.value).toBe('open');
      expect(replaced.context).toEqual({ ...empty, section: 'fail', items: ['a'] });
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
      expect(s.context).toEqual({ ...empty, section: 'clear-cart', title: 'Clear cart?', desc: 'All lines go.' });
    });

    it('hide clears show and open at once', () => {
      const actor = start();
      actor.send({ type: 'popup.show', section: 'fail', items: ['a'] });
      actor.send({ type: 'popup.hide' });
      expect(actor.getSnapshot().value).toBe('hidden');
      expect(actor.getSnapshot().context).toEqual(empty);
    });

    it('close and hide while hidden change nothing', () => {
      const actor = start();
      actor.send({ type: 'popup.close' });
      actor.send({ type: 'popup.hide' });
      expect(actor.getSnapshot().value).toBe('hidden');
    });
  });

  describe('delays', () => {
    // Fake timers move the 1000 ms fade (`popupResetDelay`) forward by hand.
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('the fade lasts the §9 popup close reset delay', () => expect(POPUP_RESET_MS).toBe(1000));

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
      expect(actor.getSnapshot().context).toEqual(empty);
    });

    it('hide during the fade clears at once, and the timer no longer fires', () => {
      const actor = start();
      actor.send({ type: 'popup.show', section: 'alert', title: 'T' });
      actor.send({ type: 'popup.close' });
      actor.send({ type: 'popup.hide' });
      expect(actor.getSnapshot().value).toBe('hidden');
      actor.send({ type: 'popup.show', section: 'success', title: 'S' });
      vi.advanceTimersByTime(1000);
      expect(actor.getSnapshot().value).toBe('open');
      expect(actor.getSnapshot().context.title).toBe('S');
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
    // The machine's transitions written out (`<source>: <event> [<n>] → <targets>`, `always` for eventless ones):
    // one removed, added or retargeted in the machine fails here until this list says so.
    const transitions = [
      'popup.closing: popup.hide [0] → popup.hidden',
      'popup.closing: popup.show [0] → popup.open',
      'popup.closing: xstate.after.popupResetDelay.popup.closing [0] → popup.hidden',
      'popup.hidden: popup.show [0] → popup.open',
      'popup.open: popup.close [0] → popup.closing',
      'popup.open: popup.hide [0] → popup.hidden',
      'popup.open: popup.show [0] → popup.open',
    ];
    it('takes every transition', () => {
      expect(allTransitions(popupMachine)).toEqual(transitions);
      expect(walk.transitions).toEqual(transitions);
    });
    it('keeps context serialisable', () => walk.snapshots.forEach((s) => expect(jsonRoundTrip(s.context)).toEqual(s.context)));
    it('drives a running actor along the walk to every state', () => {
      const replay = replayOnActor(popupMachine, walk);
      expect(replay.mismatches).toEqual([]);
      expect(replay.stateIds).toEqual(allStateIds(popupMachine).sort());
    });
  });
});
