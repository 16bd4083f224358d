import { describe, expect, it } from 'vitest';
import { ApiError } from '@trade-portal/api-client';
import { messages } from '@trade-portal/domain';
import { invoiceErrorMessage, invoiceFileName } from './invoice';

describe('invoice download messages (§8)', () => {
  it('shows the invalid-number message for any failure but a 401', () => {
    expect(invoiceErrorMessage(new ApiError(404, 'Not found'))).toBe(messages.invoiceInvalid);
    expect(invoiceErrorMessage(new ApiError(500, 'Boom'))).toBe(messages.invoiceInvalid);
    expect(invoiceErrorMessage(new TypeError('Failed to fetch'))).toBe(messages.invoiceInvalid);
  });
  it('passes the raw message on for a 401', () => {
    expect(invoiceErrorMessage(new ApiError(401, 'Session has expired.'))).toBe('Session has expired.');
  });
  it('names the file after the order', () => {
    expect(invoiceFileName('100029')).toBe('invoice-100029.pdf');
    expect(invoiceFileName('100029', true)).toBe('pro-forma-invoice-100029.pdf');
  });
});
