import { createActor, fromPromise, getInitialMicrosteps, getNextTransitions, getStateNodes as activeStateNodes, initialTransition } from 'xstate';
import type { ActorLogic, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventFromLogic, EventObject, InputFrom } from 'xstate';
import { getShortestPaths, serializeSnapshot, toDirectedGraph, type DirectedGraphNode, type StatePath } from 'xstate/graph';

/*
 * Test helpers of the machines' graph walks (not exported from the package), on XState's public API only:
 * `xstate/graph` says what a machine has (`toDirectedGraph`) and what a walk reaches and by which shortest
 * path (`getShortestPaths`, `serializeSnapshot`); a machine's `microstep` and `getTransitionData`, and
 * xstate's pure `getInitialMicrosteps`, `getNextTransitions` and `getStateNodes` say which states each step
 * passes through and which transitions it takes. No internal (`_`) field and no hand-made actor scope.
 * A walk is a breadth-first traversal of a machine's pure transitions: no actor runs, no timer fires, and
 * invoked actors' results and delays are events of the walk (`xstate.done.actor.…`, `xstate.error.actor.…`,
 * `xstate.after.…`), so every state and every transition can be reached deterministically; `replayOnActor`
 * then drives running actors along the walk's paths. Each test computes what it checks from its own walk,
 * so the tests pass or fail alone, in any order.
 */

/** The nodes of a machine's directed graph (`toDirectedGraph`): the root first, then nested ones, in document order. */
function graphNodes(machine: AnyStateMachine): DirectedGraphNode[] {
  const nodes: DirectedGraphNode[] = [];
  const visit = (node: DirectedGraphNode) => {
    nodes.push(node);
    node.children.forEach(visit);
  };
  visit(toDirectedGraph(machine));
  return nodes;
}

/** Every state id of a machine (the root and nested ones included), in document order, for the "every state reached" checks. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return graphNodes(machine).map((node) => node.id);
}

/** The ids of the state nodes active in `snapshot` (its root included), through xstate's public `getStateNodes`. */
const activeIds = memoized((snapshot: AnyMachineSnapshot): string[] => [
  ...new Set(activeStateNodes(snapshot.machine.root, snapshot.value).map((node) => node.id)),
]);

/** The targets of a transition as one string, `(no target)` for a transition that only runs actions. */
function targetIds(t: AnyTransitionDefinition): string {
  return (t.target ?? []).map((s: AnyStateNode) => s.id).join(', ') || '(no target)';
}

/**
 * Every transition of a machine, each with a readable label: `<source id>: <event> [<n>] → <targets>`, where
 * `<n>` is the transition's place among those of its source and event (the guarded alternatives of one
 * event are separate transitions). Events include delayed ones (`xstate.after.<delay>.<state id>`), invoked
 * actors' results (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), wildcards (`*`) and eventless
 * transitions (`always`). The evented ones are the edges of `toDirectedGraph` (one edge per target, so a
 * transition with two targets is two edges); the eventless ones, which that graph leaves out, are each
 * state node's `always`.
 * @throws Error when a state node has eventless alternatives a walk cannot tell apart (see `eventlessTaken`).
 */
function transitionLabels(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  const label = (t: AnyTransitionDefinition, event: string, n: number) => `${t.source.id}: ${event} [${n}] → ${targetIds(t)}`;
  for (const { edges, stateNode } of graphNodes(machine)) {
    const counts = new Map<string, number>();
    for (const { transition: t } of edges) {
      if (labels.has(t)) continue;
      const n = counts.get(t.eventType) ?? 0;
      counts.set(t.eventType, n + 1);
      labels.set(t, label(t, t.eventType, n));
    }
    const always: AnyTransitionDefinition[] = stateNode.always ?? [];
    const targets = always.map(targetIds);
    if (targets.some((target, n) => target === '(no target)' || targets.indexOf(target) !== n)) {
      throw new Error(`${stateNode.id}: eventless transitions without a target, or two to the same targets, cannot be told apart by a walk`);
    }
    always.forEach((t, n) => labels.set(t, label(t, 'always', n)));
  }
  return labels;
}

/** The labels of every transition of a machine, sorted (see the walk's `transitions`). */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...transitionLabels(machine).values()].sort();
}

/** One outcome of an invoked actor in a walk: it resolves with `output` or rejects with `error`. */
export type ActorOutcome = { output: unknown } | { error: unknown };

/** What `walkMachine` walks a machine with: its starts, its events and its actors' outcomes. */
export interface WalkOptions<TMachine extends AnyStateMachine> {
  /** Inputs to start from; each start is walked and the coverage merged. @default [undefined] */
  inputs?: readonly InputFrom<TMachine>[];
  /** The machine's own events, each offered in every state (unhandled ones exercise wildcards or do nothing). */
  events: readonly EventFromLogic<TMachine>[];
  /**
   * Outcomes of the invoked actors, by actor name (the invoke's `src`), from the snapshot that invoked them.
   * @default one resolution with `undefined` and one rejection with an Error
   */
  outcomes?: Readonly<Record<string, (snapshot: AnyMachineSnapshot) => readonly ActorOutcome[]>>;
  /** Most snapshots visited per start before the walk fails as runaway. @default 20000 */
  limit?: number;
}

/** One path of a walk: a start and the events that lead from it, each with the snapshot it leads to. */
export interface WalkPath {
  /** The input the machine starts with. */
  input: unknown;
  /** The steps: the first is the start (`xstate.init` and the initial snapshot), each next one an event and the snapshot after it. */
  steps: StatePath<AnyMachineSnapshot, EventObject>['steps'];
}

/** What `walkMachine` found: the states reached, the transitions taken, the snapshots and the paths to replay. */
export interface Walk {
  /**
   * Ids of the state nodes active in any snapshot visited, sorted; the microsteps within a step count, so a
   * state left in the step that enters it (eventless, `always`) is reached too.
   */
  stateIds: string[];
  /** Labels of the transitions taken (as `allTransitions`), sorted. */
  transitions: string[];
  /** Every snapshot a step ends in (one per distinct value and context), the starts included. */
  snapshots: AnyMachineSnapshot[];
  /** Shortest paths (`getShortestPaths`) that together reach every state the walk reaches, each state by one of its shortest; for `replayOnActor`. */
  paths: WalkPath[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/**
 * The events a walk offers in `snapshot`: the given ones, then the delays and invoked actors' outcomes of the
 * transitions its states have (`getNextTransitions`), then any other event those transitions name.
 */
function eventsIn<TMachine extends AnyStateMachine>(snapshot: AnyMachineSnapshot, options: WalkOptions<TMachine>): EventObject[] {
  const events: EventObject[] = [...options.events];
  const offered = new Set(options.events.map((event) => event.type));
  for (const { eventType: descriptor, source } of getNextTransitions(snapshot)) {
    // '' is eventless (`always`); '*' and 'x.*' match events, they are none.
    if (offered.has(descriptor) || descriptor === '' || descriptor.endsWith('*')) continue;
    offered.add(descriptor);
    if (descriptor.startsWith(DONE) || descriptor.startsWith(ERROR)) {
      const isDone = descriptor.startsWith(DONE);
      const id = descriptor.slice(isDone ? DONE.length : ERROR.length);
      const src = (source as AnyStateNode).invoke.find((invoke) => invoke.id === id)?.src;
      const name = typeof src === 'string' ? src : id;
      const outcomes = options.outcomes?.[name]?.(snapshot) ?? [{ output: undefined }, { error: new Error(`${name} failed`) }];
      for (const outcome of outcomes) {
        if (isDone && 'output' in outcome) events.push({ type: descriptor, output: outcome.output } as EventObject);
        if (!isDone && 'error' in outcome) events.push({ type: descriptor, error: outcome.error } as EventObject);
      }
    } else {
      events.push({ type: descriptor });
    }
  }
  return events;
}

/**
 * The eventless transitions one microstep took, from the snapshots before and after it. XState says which
 * eventless transitions the states before have (`getNextTransitions`) but not which one was taken, so each
 * state node's is told by its targets: the first alternative whose targets are all active after the
 * microstep (`transitionLabels` refuses alternatives that share targets or have none).
 * @throws Error when no eventless transition explains the microstep (a raised event, which walks do not support).
 */
function eventlessTaken(before: AnyMachineSnapshot, after: AnyMachineSnapshot): AnyTransitionDefinition[] {
  const active = new Set(activeIds(after));
  const bySource = new Map<string, AnyTransitionDefinition[]>();
  for (const t of getNextTransitions(before)) {
    if (t.eventType === '') bySource.set(t.source.id, [...(bySource.get(t.source.id) ?? []), t]);
  }
  const taken = [...bySource.values()].flatMap((alternatives) => alternatives.find((t) => (t.target ?? []).every((s: AnyStateNode) => active.has(s.id))) ?? []);
  if (!taken.length) {
    throw new Error(`No eventless transition leads from ${JSON.stringify(before.value)} to ${JSON.stringify(after.value)}: raised events are not supported`);
  }
  return taken;
}

/** `make(item)`, computed once per item: snapshots and events are immutable, and a walk asks for the same one's key or ids many times. */
function memoized<T extends object, R>(make: (item: T) => R): (item: T) => R {
  const cache = new WeakMap<T, R>();
  return (item) => {
    if (!cache.has(item)) cache.set(item, make(item));
    return cache.get(item) as R;
  };
}

/** An event as a key of the walk: Errors by name and message, which `JSON.stringify` would write as `{}`. */
const serializeEvent = memoized((event: EventObject): string =>
  JSON.stringify(event, (_, value: unknown) => (value instanceof Error ? { name: value.name, message: value.message } : value)));

/** A snapshot as a key of the walk: `serializeSnapshot` of `xstate/graph` (value and context), and the status. */
const snapshotKey = memoized((snapshot: AnyMachineSnapshot): string => `${serializeSnapshot(snapshot)} ${snapshot.status}`);

/** The last of a non-empty list. */
function last<T>(list: readonly T[]): T {
  const item = list[list.length - 1];
  if (item === undefined) throw new Error('An empty list has no last item');
  return item;
}

/**
 * Walks every snapshot a machine can reach from its inputs with the given events, delays and actor outcomes,
 * and reports the state ids active and the transitions taken on the way, eventless ones at start included.
 * The traversal is `getShortestPaths` of `xstate/graph` over the machine's logic seen microstep by microstep
 * (the machine's `microstep`, with the actor scope the traversal hands its logic), so one pass gives the
 * snapshots, the transitions each step takes and the shortest path to each snapshot. A snapshot that is no
 * longer active (final, or an error nothing handles) ends its branch.
 * @throws Error when a start reaches more than `limit` snapshots ('Traversal limit exceeded'), or as `transitionLabels` and `eventlessTaken`.
 */
export function walkMachine<TMachine extends AnyStateMachine>(walked: TMachine, options: WalkOptions<TMachine>): Walk {
  // The walk handles snapshots, events and inputs of any shape; the options are typed by the machine.
  const machine: AnyStateMachine = walked;
  const labels = transitionLabels(machine);
  const taken = new Set<string>();
  const stateIds = new Set<string>();
  /** The state ids each step passes through, by the keys of the snapshot it starts from and of its event, to pick the paths (below). */
  const passed = new Map<string, Map<string, string[]>>();
  /**
   * Records a step's microsteps from `before`, the first taking `byEvent` (the event's transitions) or, without
   * it, eventless ones like the rest, and returns the ids they pass through.
   */
  const record = (before: AnyMachineSnapshot, microsteps: AnyMachineSnapshot[], byEvent?: AnyTransitionDefinition[]): string[] => {
    const transitions = microsteps.flatMap((after, i) => (i === 0 && byEvent ? byEvent : eventlessTaken(microsteps[i - 1] ?? before, after)));
    for (const t of transitions) taken.add(labels.get(t) ?? `unknown: ${t.source.id}: ${t.eventType}`);
    const ids = [...new Set(microsteps.flatMap((snapshot) => activeIds(snapshot)))];
    ids.forEach((id) => stateIds.add(id));
    return ids;
  };
  // The machine's logic, each step seen microstep by microstep; its transition ends where the machine's does
  // (but for the children a snapshot that is no longer active still lists, which the walk does not read).
  const logic: ActorLogic<AnyMachineSnapshot, EventObject, unknown> = {
    transition: (before, event, scope) => {
      const microsteps = machine.microstep(before, event, scope);
      const from = snapshotKey(before);
      if (!passed.has(from)) passed.set(from, new Map());
      passed.get(from)?.set(serializeEvent(event), record(before, microsteps, machine.getTransitionData(before, event)));
      return last(microsteps);
    },
    getInitialSnapshot: (_, input) => initialTransition(machine, input)[0],
    getPersistedSnapshot: (snapshot) => machine.getPersistedSnapshot(snapshot),
  };
  const snapshots: AnyMachineSnapshot[] = [];
  const candidates: Array<{ path: WalkPath; reaches: string[] }> = [];
  for (const input of options.inputs ?? [undefined]) {
    const initial = getInitialMicrosteps(machine, input).map(([snapshot]) => snapshot as AnyMachineSnapshot);
    const fromState = last(initial);
    // The first microstep enters the initial states (no transition of the machine's); a running actor shows
    // the eventless ones after it.
    activeIds(initial[0] ?? fromState).forEach((id) => stateIds.add(id));
    const startIds = record(initial[0] ?? fromState, initial.slice(1));
    const paths = getShortestPaths(logic, {
      fromState,
      events: (snapshot) => eventsIn(snapshot, options),
      serializeState: snapshotKey,
      serializeEvent,
      stopWhen: (snapshot) => snapshot.status !== 'active',
      limit: options.limit ?? 20_000,
    });
    for (const { state, steps } of paths) {
      snapshots.push(state);
      // A path reaches the states its last step passes through, and those of the snapshot it ends in.
      const previous = steps.at(-2);
      const lastStep = previous ? passed.get(snapshotKey(previous.state))?.get(serializeEvent(last(steps).event)) : startIds;
      candidates.push({ path: { input, steps }, reaches: [...(lastStep ?? []), ...activeIds(state)] });
    }
  }
  // The shortest paths first: the first path that reaches a state is one of that state's shortest.
  const covered = new Set<string>();
  const paths: WalkPath[] = [];
  for (const { path, reaches } of candidates.sort((a, b) => a.path.steps.length - b.path.steps.length)) {
    const fresh = reaches.filter((id) => !covered.has(id));
    if (!fresh.length) continue;
    paths.push(path);
    fresh.forEach((id) => covered.add(id));
  }
  return { stateIds: [...stateIds].sort(), transitions: [...taken].sort(), snapshots, paths };
}

/** The result of `replayOnActor`. */
export interface Replay {
  /** Ids of the state nodes the running actors were in, in any microstep (`@xstate.microstep` inspection events) or at rest, sorted. */
  stateIds: string[];
  /** One line per step where a running actor's snapshot (value, context, status) differs from the walk's; empty when they agree. */
  mismatches: string[];
}

/**
 * Drives running actors (`createActor`) along a walk's paths, one actor per path, and reports the states they
 * were in and where they parted from the walk. Each actor runs `machine` (the machine walked, with the same
 * `provide`d implementations) with every named actor (`setup`'s `actors`, invoked or spawned) replaced by
 * one that never settles, so the path's own events decide: results, failures and delays
 * (`xstate.done.actor.…`, `xstate.error.actor.…`, `xstate.after.…`) are sent to the actor as they were
 * offered in the walk. Actions run as in the portal, minus what the replaced actors would do. The replay is
 * synchronous: no timer fires and no promise settles while it runs.
 */
export function replayOnActor<TMachine extends AnyStateMachine>(machine: TMachine, walk: Walk): Replay {
  const never = fromPromise<never>(() => new Promise<never>(() => {}));
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, never]));
  const running = machine.provide({ actors } as never) as AnyStateMachine;
  const stateIds = new Set<string>();
  const mismatches: string[] = [];
  for (const { input, steps } of walk.paths) {
    const actor = createActor(running, {
      input,
      inspect: (event) => {
        if (event.type === '@xstate.microstep') activeIds(event.snapshot as AnyMachineSnapshot).forEach((id) => stateIds.add(id));
      },
    });
    // An error that nothing handles stops the actor and is compared as its status, not thrown later.
    actor.subscribe({ error: () => {} });
    actor.start();
    steps.forEach(({ event, state }, i) => {
      if (i > 0) actor.send(event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      activeIds(snapshot).forEach((id) => stateIds.add(id));
      if (snapshotKey(snapshot) !== snapshotKey(state)) {
        const events = steps.slice(1, i + 1).map((step) => step.event.type).join(' → ') || 'the start';
        mismatches.push(`input ${JSON.stringify(input)}, after ${events}: the actor is at ${snapshotKey(snapshot)}, the walk at ${snapshotKey(state)}`);
      }
    });
    actor.stop();
  }
  return { stateIds: [...stateIds].sort(), mismatches };
}

/** `value` after a trip through JSON: equal to `value` only when it holds data alone (no functions, dates, classes). */
export function jsonRoundTrip<T>(value: T): T {
  return (JSON.parse(JSON.stringify({ value })) as { value: T }).value;
}
