/**
 * The public operations' client (§2.2, `PUBLIC_OPERATIONS`): openapi-fetch over the contract's paths with
 * no middleware. Loaded by ./publicCall beside the page, not with it.
 */
import { createPublicClient } from '@trade-portal/api-client';
import { API_BASE_URL } from './baseUrl';

/** Paths, bodies and answers typed by the contract; no token, no account number. */
export const publicClient = createPublicClient(API_BASE_URL);
