import { describe, expect, it, vi } from 'vitest';
import { answerWithin, ApiError, CartChangedError, DEFAULT_ERROR_MESSAGE, errorReference, isTransientFailure, NO_ANSWER_MESSAGE, serverErrorReferenceMiddleware, settle, UNREACHABLE_MESSAGE, unwrap, unwrapConfirmed } from './errors';

describe('a server error quotes its reference, a refusal keeps its message', () => {
  const failed = (status: number, requestId: string | null, error: unknown = { Message: 'Sorry, something went wrong. Please try again.' }) =>
    (() => {
      try {
        unwrap({ response: new Response(null, { status, headers: requestId ? { 'X-Request-Id': requestId } : {} }), error });
      } catch (e) {
        return e as ApiError;
      }
      throw new Error('unwrap did not throw');
    })();

  it('a 500 and a 503 end with the first 8 characters of the server\'s id, which its log line holds whole', () => {
    const id = '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081';
    expect(failed(500, id)).toMatchObject({ status: 500, Message: 'Sorry, something went wrong. Please try again. (reference 1b2c3d4e)', reference: '1b2c3d4e' });
    const unavailable = failed(503, id, { Message: 'The service is unavailable for a moment. Please try again shortly.' });
    expect(unavailable.message).toBe('The service is unavailable for a moment. Please try again shortly. (reference 1b2c3d4e)');
    expect(isTransientFailure(unavailable)).toBe(true);
  });

  it('a balancer\'s own id is quoted as it is; a 5xx without a Message quotes it after the default', () => {
    expect(failed(502, 'lb-7f3a9c21', 'Bad gateway').Message).toBe(`${DEFAULT_ERROR_MESSAGE} (reference lb-7f3a9c21)`);
  });

  it('the portal client\'s middleware puts it in a 5xx body, once, for the query hooks that show the body as it is', async () => {
    const answer = (status: number, id: string | null) => new Response(JSON.stringify({ Message: 'Sorry, something went wrong. Please try again.' }), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...(id ? { 'X-Request-Id': id } : {}) } });
    const pass = async (response: Response) => (await serverErrorReferenceMiddleware.onResponse!({ response } as Parameters<NonNullable<typeof serverErrorReferenceMiddleware.onResponse>>[0])) as Response;
    const changed = await pass(answer(500, '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081'));
    expect(changed.status).toBe(500);
    const body = (await changed.clone().json()) as { Message: string };
    expect(body).toEqual({ Message: 'Sorry, something went wrong. Please try again. (reference 1b2c3d4e)' });
    // unwrap after the middleware quotes it once, not twice.
    expect(() => unwrap({ response: changed, error: body })).toThrow(/Please try again\. \(reference 1b2c3d4e\)$/);
    for (const untouched of [answer(400, '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081'), answer(500, null)]) {
      expect(await (await pass(untouched)).json()).toEqual({ Message: 'Sorry, something went wrong. Please try again.' });
    }
  });

  it('a refusal (4xx) keeps the spec\'s message unchanged, and no id or an unsafe one adds nothing', () => {
    expect(failed(400, '1b2c3d4e-5f60-4718-9a2b-3c4d5e6f7081', { Message: 'Quantity must be a multiple of 6.' })).toMatchObject({ Message: 'Quantity must be a multiple of 6.', reference: undefined });
    expect(failed(500, null).Message).toBe('Sorry, something went wrong. Please try again.');
    expect(errorReference(new Response(null, { headers: { 'X-Request-Id': 'a b<script>' } }))).toBeUndefined();
    expect(errorReference(new Response(null, { headers: { 'X-Request-Id': 'x'.repeat(65) } }))).toBeUndefined();
  });
});

describe('isTransientFailure (ADR 0026)', () => {
  it.each([
    ['no answer (fetch TypeError)', new TypeError('Failed to fetch'), true],
    ['no answer (status 0)', new ApiError(0, 'offline'), true],
    ['bad gateway', new ApiError(502, 'x'), true],
    ['database unavailable', new ApiError(503, 'The service is unavailable for a moment.'), true],
    ['gateway timeout', new ApiError(504, 'x'), true],
    ['a refusal', new ApiError(400, 'Quantity must be…'), false],
    ['session expired', new ApiError(401, 'x'), false],
    ['a server error', new ApiError(500, 'x'), false],
    ['a bug', new Error('undefined is not a function'), false],
  ])('%s → %s', (_what, error, transient) => expect(isTransientFailure(error)).toBe(transient));
});

describe('unwrapConfirmed', () => {
  const cart = { BackEndCartId: 8, AccountNumber: '10010001', PendingOrderNumber: null, BackEndCartDetails: [], UnavailableDetails: [], TotalItems: 0, SubTotal: 0, VatTotal: 0, OrderTotal: 0 };
  const answer = (status: number, error?: unknown, data?: unknown) => ({ response: new Response(null, { status }), error, data });
  it('throws CartChangedError with the cart now for a 409 that carries it', () => {
    const thrown = (() => {
      try {
        unwrapConfirmed(answer(409, { Message: 'Your cart has changed.', Cart: cart }));
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(CartChangedError);
    expect(thrown).toMatchObject({ status: 409, Message: 'Your cart has changed.', Cart: cart });
  });
  it('throws a plain ApiError for a 409 without a cart, and returns the data of a 200', () => {
    expect(() => unwrapConfirmed(answer(409, { Message: 'Only pending orders can be changed.' }))).toThrow(ApiError);
    expect(() => unwrapConfirmed(answer(409, { Message: 'x' }))).not.toThrow(CartChangedError);
    expect(unwrapConfirmed(answer(200, undefined, { OrderNumber: '1' }))).toEqual({ OrderNumber: '1' });
  });
});

describe('answerWithin', () => {
  it('aborts a call unanswered in time and counts it as not heard', async () => {
    vi.useFakeTimers();
    try {
      let aborted = false;
      const stalled = answerWithin(5000, (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => {
        aborted = true;
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      })));
      const outcome = expect(stalled).rejects.toMatchObject({ status: 0, Message: NO_ANSWER_MESSAGE });
      await vi.advanceTimersByTimeAsync(4999);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await outcome;
      expect(aborted).toBe(true);
      expect(isTransientFailure(await stalled.catch((e: unknown) => e))).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
  it('passes an answer or a refusal through unchanged', async () => {
    await expect(answerWithin(5000, async () => 'answered')).resolves.toBe('answered');
    await expect(answerWithin(5000, async () => Promise.reject(new ApiError(400, 'refused')))).rejects.toMatchObject({ status: 400 });
  });
});

describe('settle (§8: one mapping of every outcome)', () => {
  const answered = (status: number, error?: unknown, data?: unknown) => Promise.resolve({ response: new Response(null, { status }), error, data });
  it('returns the data of a 2xx', async () => {
    await expect(settle(answered(200, undefined, { Message: 'Sent.' }))).resolves.toEqual({ Message: 'Sent.' });
  });
  it("throws the server's Message with its status, else the fallback", async () => {
    await expect(settle(answered(410, { Message: 'This link has expired or is not valid.' }))).rejects.toMatchObject({ status: 410, Message: 'This link has expired or is not valid.' });
    await expect(settle(answered(502, '<html>Bad gateway</html>'), 'Not sent.')).rejects.toMatchObject({ status: 502, Message: 'Not sent.' });
    await expect(settle(answered(500, {}))).rejects.toMatchObject({ status: 500, Message: DEFAULT_ERROR_MESSAGE });
  });
  it('turns no answer, or an answer that is not JSON, into status 0 with the one unreachable message', async () => {
    const offline = settle(Promise.reject(new TypeError('Failed to fetch')));
    await expect(offline).rejects.toThrowError(new ApiError(0, UNREACHABLE_MESSAGE));
    await expect(settle(Promise.reject(new SyntaxError('Unexpected token <')))).rejects.toMatchObject({ status: 0, Message: UNREACHABLE_MESSAGE });
    expect(isTransientFailure(await offline.catch((e: unknown) => e))).toBe(true);
  });
  it('lets an abort the caller asked for through as it is', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    await expect(settle(Promise.reject(abort))).rejects.toBe(abort);
  });
});
