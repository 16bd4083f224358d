import type { AnyStateMachine, StateNode } from 'xstate';

/** Every state id of a machine (nested included), for the "every state reached" checks. */
export function allStateIds(machine: AnyStateMachine): string[] {
  const ids: string[] = [];
  const walk = (node: StateNode) => {
    ids.push(node.id);
    for (const child of Object.values(node.states)) walk(child as StateNode);
  };
  walk(machine.root as StateNode);
  return ids;
}
