export { outboxMachine, retryDelayMs, type OutboxMachineContext, type OutboxMachineEvent, type OutboxMachineInput, type SentOutcome } from './outboxMachine';
