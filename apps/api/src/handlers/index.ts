/**
 * The handler map for fastify-openapi-glue: one entry per operationId of openapi.yaml. It must name
 * every operation exactly once between the tag modules and `later`, so a call added to the contract
 * without a handler, or a misspelt name, fails `tsc`.
 */
import type { operations } from '@trade-portal/api-client';
import { accountHandlers } from './account';
import { cartHandlers } from './cart';
import { cmsHandlers } from './cms';
import { contactHandlers } from './contact';
import { deliveryHandlers } from './delivery';
import { notImplemented, type Handler, type HandlerContext, type Handlers } from './context';
import { healthHandlers } from './health';
import { orderHistoryHandlers } from './orderHistory';
import { orderHandlers } from './orders';
import { productHandlers } from './products';
import { surveyHandlers } from './survey';

export type { Caller, Handler, HandlerContext, HandlerMap, Handlers } from './context';

/** Calls of the contract that later work implements; they answer 501 `{ Message: 'Not implemented yet.' }`. */
export const later = [] as const satisfies readonly (keyof operations)[];

type Later = (typeof later)[number];
type Implemented =
  | keyof ReturnType<typeof accountHandlers>
  | keyof ReturnType<typeof productHandlers>
  | keyof ReturnType<typeof cartHandlers>
  | keyof ReturnType<typeof cmsHandlers>
  | keyof ReturnType<typeof contactHandlers>
  | keyof ReturnType<typeof orderHandlers>
  | keyof ReturnType<typeof orderHistoryHandlers>
  | keyof ReturnType<typeof deliveryHandlers>
  | keyof ReturnType<typeof surveyHandlers>
  | keyof ReturnType<typeof healthHandlers>;
// An operation both implemented and listed in `later` would be silently shadowed: make that a type error.
const noOverlap: [Extract<Later, Implemented>] extends [never] ? true : never = true;
void noOverlap;

/**
 * Builds the handler map over a database and the in-memory catalogue and content.
 * @returns `Record<operationId, Handler>` covering every operation of openapi.yaml
 */
export function createHandlers(context: HandlerContext): Handlers {
  const pending = Object.fromEntries(later.map((id) => [id, notImplemented])) as Record<Later, Handler>;
  const handlers = {
    ...pending,
    ...accountHandlers(context),
    ...productHandlers(context),
    ...cartHandlers(context),
    ...cmsHandlers(context),
    ...contactHandlers(context),
    ...orderHandlers(context),
    ...orderHistoryHandlers(context),
    ...deliveryHandlers(context),
    ...surveyHandlers(context),
    ...healthHandlers(context),
  };
  return handlers satisfies Handlers;
}
