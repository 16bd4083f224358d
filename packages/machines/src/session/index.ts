export { sessionKeepAliveMachine, type SessionKeepAliveEvent } from './sessionKeepAliveMachine';
