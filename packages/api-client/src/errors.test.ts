import { describe, expect, it } from 'vitest';
import { ApiError, isTransientFailure } from './errors';

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
