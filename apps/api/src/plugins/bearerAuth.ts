/**
 * Bearer security of §6 on every private call of the contract: a valid token (401 otherwise), an
 * accountNumber that is one of the caller's accounts (403), and nothing but the password change until a
 * temporary password is changed (403). Private answers are kept by no cache (`privateAnswerNotStored`).
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { messages } from '@trade-portal/domain';
import { forbidden, unauthorized } from '../httpErrors';
import type { TokenCache } from '../services/auth';
import type { loadSpecification } from '../specification';
import { privateAnswerNotStored } from './privateAnswers';

/**
 * Adds the check to every contract route added after it (`/Token` and `/api/…`) that the contract does
 * not declare public (`security: []`; a GET's implicit HEAD is public with it). It runs when the request
 * arrives, before its parameters are validated: an anonymous caller gets a 401 and learns nothing of a
 * call's parameters and rules from a 400. Sets `req.caller` and `req.bearerToken`.
 * @param specification the contract, as `loadSpecification()` reads it
 */
export function requireBearerOnPrivateCalls(app: FastifyInstance, tokens: TokenCache, specification: ReturnType<typeof loadSpecification>): void {
  const openBeforePasswordChange = new Set(['POST /api/Account/ChangePassword', 'POST /api/Account/Logout', 'GET /api/Account/GetAccounts', 'HEAD /api/Account/CheckAuth', 'GET /api/Account/UserInfo']);
  const authenticateRequest = async (req: FastifyRequest) => {
    const header = req.headers.authorization ?? '';
    const match = /^bearer\s+(\S+)$/i.exec(header);
    const caller = match ? await tokens.get(match[1]!) : null;
    // §8 gives partner-content tracking its own 401 text; every other call keeps the default.
    if (!caller) throw unauthorized(req.routeOptions.url === '/api/Cms/Track/PartnerContent' ? messages.sessionExpired : undefined);
    // A repeated or otherwise malformed accountNumber is left to validation (400): the caller is known by now.
    const accountNumber = (req.query as { accountNumber?: unknown }).accountNumber;
    if (typeof accountNumber === 'string' && !caller.accountIds.includes(accountNumber)) {
      throw forbidden('You do not have access to this account.');
    }
    // A temporary password (§2.2 /password): nothing but the password change, the accounts and logout until it is changed.
    if (caller.passwordChangeRequired && !openBeforePasswordChange.has(`${req.method} ${req.routeOptions.url}`)) {
      throw forbidden('Please set a new password before you continue.');
    }
    req.caller = caller;
    req.bearerToken = match![1]!;
  };
  // The contract's public calls (`security: []`), as 'METHOD /path'; a GET's implicit HEAD is public with it.
  const publicCalls = contractCalls(specification, (security) => Array.isArray(security) && security.length === 0);
  // The back office's calls have a credential of their own (plugins/backOfficeAuth.ts), not a user's.
  const backOfficeCalls = contractCalls(specification, isBackOffice);
  const isPublicCall = (method: string, url: string) => publicCalls.has(`${method} ${url}`) || (method === 'HEAD' && publicCalls.has(`GET ${url}`));
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const contractCall = route.url === '/Token' || route.url.startsWith('/api/');
    if (!contractCall || methods.every((m) => isPublicCall(m, route.url) || backOfficeCalls.has(`${m} ${route.url}`))) return;
    guardPrivateRoute(route, authenticateRequest);
  });
}

/**
 * Adds `check` to a route's onRequest hooks, after those it has, and makes its answers private: a private
 * answer (data, refusal or PDF) is kept by no cache on the way or on the device (`privateAnswerNotStored`).
 */
export function guardPrivateRoute(route: RouteOptions, check: (req: FastifyRequest) => Promise<void>): void {
  const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
  route.onRequest = [...existing, check];
  const sending = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
  route.onSend = [...sending, privateAnswerNotStored];
}

/** Does an operation's `security` name the back office's credential? */
export const isBackOffice = (security: unknown): boolean => Array.isArray(security) && security.some((s) => typeof s === 'object' && s !== null && 'backOffice' in s);

/** The contract's operations whose `security` satisfies `test`, as 'METHOD /path'. */
export function contractCalls(specification: ReturnType<typeof loadSpecification>, test: (security: unknown) => boolean): Set<string> {
  return new Set(
    Object.entries(specification.paths as Record<string, Record<string, { security?: unknown[] }>>).flatMap(([path, item]) =>
      Object.entries(item).filter(([, op]) => typeof op === 'object' && op !== null && test(op.security)).map(([method]) => `${method.toUpperCase()} ${path}`),
    ),
  );
}
