import { describe, expect, it } from 'vitest';
import { normaliseRegistrationCode, registrationCodeMessage, validateRegistrationCode } from './registrationCode';
import { messages } from './validation';

describe('registration code', () => {
  it.each([
    ['KQ7M-3XPR-9WHT', 'KQ7M-3XPR-9WHT'], ['kq7m3xpr9wht', 'KQ7M-3XPR-9WHT'], [' kq7m - 3xpr 9wht ', 'KQ7M-3XPR-9WHT'], ['KQ7M-3XPR', 'KQ7M3XPR'], ['KQ7M-3XPR-9WH!', 'KQ7M3XPR9WH!'],
  ])('normaliseRegistrationCode(%j) = %j', (v, r) => expect(normaliseRegistrationCode(v)).toBe(r));

  it.each([
    ['KQ7M-3XPR-9WHT', undefined], ['kq7m 3xpr 9wht', undefined], ['KQ7M3XPR9WHT', undefined],
    ['KQ7M-3XPR-9WH', registrationCodeMessage], ['KQ7M-3XPR-9WHTX', registrationCodeMessage], ['KQ7M-3XPR-9WH!', registrationCodeMessage],
    ['KQ7M_3XPR_9WHT', registrationCodeMessage], ['', messages.required], ['  ', messages.required], [null, messages.required],
  ])('validateRegistrationCode(%j)', (v, m) => expect(validateRegistrationCode(v)).toBe(m));
});
