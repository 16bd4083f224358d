import { createEmptyActor } from 'xstate';
import type {
  AnyActorScope, AnyMachineSnapshot, AnyStateMachine, AnyStateNode, AnyTransitionDefinition, EventFromLogic, EventObject, InputFrom,
} from 'xstate';
import { adjacencyMapToArray, getAdjacencyMap } from 'xstate/graph';

/*
 * Test helpers of the machines' graph walks (not exported from the package). A walk is a breadth-first
 * traversal of a machine's pure transitions with `xstate/graph`: no actor runs, no timer fires, and invoked
 * actors' results and delays are events of the walk (`xstate.done.actor.…`, `xstate.error.actor.…`,
 * `xstate.after.…`), so every state and every transition can be reached deterministically.
 */

/** Every state node of a machine, the root and nested ones included, in document order. */
function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) visit(child);
  };
  visit(machine.root);
  return nodes;
}

/** Every state id of a machine (nested included), for the "every state reached" checks. */
export function allStateIds(machine: AnyStateMachine): string[] {
  return allStateNodes(machine).map((node) => node.id);
}

/**
 * Every transition of a machine, each with a readable label: `<source id>: <event> [<n>] → <targets>`, where
 * `<n>` is the transition's place among those of its source and event (the guarded alternatives of one
 * event are separate transitions). Events include delayed ones (`xstate.after.<delay>.<state id>`), invoked
 * actors' results (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`), wildcards (`*`) and eventless
 * transitions (`always`).
 */
function transitionLabels(machine: AnyStateMachine): Map<AnyTransitionDefinition, string> {
  const labels = new Map<AnyTransitionDefinition, string>();
  const label = (t: AnyTransitionDefinition, event: string, n: number) =>
    `${t.source.id}: ${event} [${n}] → ${(t.target ?? []).map((s: AnyStateNode) => s.id).join(', ') || '(no target)'}`;
  for (const node of allStateNodes(machine)) {
    for (const [event, candidates] of node.transitions) candidates.forEach((t, n) => labels.set(t, label(t, event, n)));
    (node.always ?? []).forEach((t, n) => labels.set(t, label(t, 'always', n)));
  }
  return labels;
}

/** The labels of every transition of a machine, sorted (see the walk's `transitions`). */
export function allTransitions(machine: AnyStateMachine): string[] {
  return [...transitionLabels(machine).values()].sort();
}

/** One outcome of an invoked actor in a walk: it resolves with `output` or rejects with `error`. */
export type ActorOutcome = { output: unknown } | { error: unknown };

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

export interface Walk {
  /** Ids of the state nodes active in any snapshot visited, sorted. */
  stateIds: string[];
  /** Labels of the transitions taken (as `allTransitions`), sorted. */
  transitions: string[];
  /** Every snapshot visited. */
  snapshots: AnyMachineSnapshot[];
}

const DONE = 'xstate.done.actor.';
const ERROR = 'xstate.error.actor.';

/** The events a walk offers in `snapshot`: the given ones, then delays and invoked actors' outcomes of its states. */
function eventsIn<TMachine extends AnyStateMachine>(snapshot: AnyMachineSnapshot, options: WalkOptions<TMachine>): EventObject[] {
  const events: EventObject[] = [...options.events];
  for (const node of snapshot._nodes as AnyStateNode[]) {
    for (const descriptor of node.transitions.keys()) {
      if (descriptor.startsWith('xstate.after.')) {
        events.push({ type: descriptor });
      } else if (descriptor.startsWith(DONE) || descriptor.startsWith(ERROR)) {
        const isDone = descriptor.startsWith(DONE);
        const id = descriptor.slice(isDone ? DONE.length : ERROR.length);
        const src = node.invoke.find((invoke) => invoke.id === id)?.src;
        const name = typeof src === 'string' ? src : id;
        const outcomes = options.outcomes?.[name]?.(snapshot) ?? [{ output: undefined }, { error: new Error(`${name} failed`) }];
        for (const outcome of outcomes) {
          if (isDone && 'output' in outcome) events.push({ type: descriptor, output: outcome.output } as EventObject);
          if (!isDone && 'error' in outcome) events.push({ type: descriptor, error: outcome.error } as EventObject);
        }
      } else if (descriptor !== '*' && !options.events.some((event) => event.type === descriptor)) {
        events.push({ type: descriptor });
      }
    }
  }
  return events;
}

/** An actor scope for pure transitions (nothing is executed or started) that reports the transitions taken. */
function recordingScope(onTransitions: (transitions: AnyTransitionDefinition[]) => void): AnyActorScope {
  const self = createEmptyActor();
  self.system.inspect((event) => {
    if (event.type === '@xstate.microstep') onTransitions(event._transitions);
  });
  return {
    self,
    id: '',
    sessionId: 'walk',
    logger: () => {},
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as unknown as AnyActorScope;
}

/**
 * Walks every snapshot a machine can reach from its inputs with the given events, delays and actor outcomes
 * (`getAdjacencyMap` of `xstate/graph`), and reports the state ids active and the transitions taken on the
 * way, eventless ones at start included. A snapshot that is no longer active (final) ends its branch.
 */
export function walkMachine<TMachine extends AnyStateMachine>(machine: TMachine, options: WalkOptions<TMachine>): Walk {
  const labels = transitionLabels(machine);
  const taken = new Set<string>();
  const scope = recordingScope((transitions) => transitions.forEach((t) => taken.add(labels.get(t) ?? `unknown: ${t.eventType}`)));
  const snapshots: AnyMachineSnapshot[] = [];
  for (const input of options.inputs ?? [undefined]) {
    const fromState = machine.getInitialSnapshot(scope, input) as AnyMachineSnapshot;
    const adjacency = getAdjacencyMap(machine as AnyStateMachine, {
      fromState,
      events: (snapshot: AnyMachineSnapshot) => eventsIn(snapshot, options),
      stopWhen: (snapshot: AnyMachineSnapshot) => snapshot.status !== 'active',
      limit: options.limit ?? 20_000,
    });
    snapshots.push(...Object.values(adjacency).map((value) => value.state));
    // Replay each edge with the recording scope: the map gives the snapshots, the replay the transitions.
    for (const { state, event } of adjacencyMapToArray(adjacency)) machine.transition(state, event, scope);
  }
  return {
    stateIds: [...new Set(snapshots.flatMap((s) => s._nodes.map((node: AnyStateNode) => node.id)))].sort(),
    transitions: [...taken].sort(),
    snapshots,
  };
}

/** `value` after a trip through JSON: equal to `value` only when it holds data alone (no functions, dates, classes). */
export function jsonRoundTrip<T>(value: T): T {
  return (JSON.parse(JSON.stringify({ value })) as { value: T }).value;
}
