import { describe, expect, it } from 'vitest';
import {
  isSurveyEmail, messages, normaliseFreeText, validateEmail, validateEmailConfirmation, validateNewPassword, validatePasswordConfirmation, validateRequired,
} from './validation';

describe('messages (§5, §8)', () => {
  it('keeps the spec wording', () => {
    expect(messages).toMatchObject({
      required: 'This field is required.',
      email: 'Invalid email format. Please try again.',
      emailMismatch: "Email addresses don't match. Please try again.",
      passwordMismatch: "Passwords don't match. Please try again.",
      eoid: 'Invalid EOID format. Please try again.',
      fid: 'Invalid FID format. Please try again.',
      internalError: 'Sorry, our server has encountered an internal error and was unable to complete your request. Please try again later.',
      sessionExpired: 'Session has expired. Please refresh your browser and log back in.',
      invoiceInvalid: 'Order Number is invalid. Please go back to order history.',
      checkoutErrorTitle: 'Sorry, there has been an error and we were unable to complete your request',
      submittedNoResult: 'Your order has been submitted correctly.',
      errorUpdatingProduct: 'Error updating product',
      unavailableAfterReorder: 'Sorry, but the following products were unavailable this time:',
      unavailableWhenEditing: 'Your items are currently unavailable.',
      logoutTitle: 'You have items in your cart',
      logoutText: 'Are you sure you want to log out without placing your order?',
      unexpectedError: 'Unexpected Application Error!',
    });
  });
});

describe('validators (§5)', () => {
  it.each([['', messages.required], ['  ', messages.required], [null, messages.required], [undefined, messages.required], ['x', undefined], [' x ', undefined]])(
    'validateRequired(%j)', (v, m) => expect(validateRequired(v)).toBe(m));

  it.each([
    ['a@b.co', undefined], [' a@b.co ', undefined], ['first.last@shop.example.ie', undefined],
    ['a b@c.d', messages.email], ['a@b', messages.email], ['a@@b.co', messages.email], ['a@b@c.co', messages.email], ['@b.co', messages.email], ['a@.', messages.email],
    ['', messages.required], [null, messages.required],
  ])('validateEmail(%j)', (v, m) => expect(validateEmail(v)).toBe(m));

  it.each([
    ['a@b.co', 'a@b.co', undefined], ['a@b.co', 'A@B.co ', undefined], ['a@b.co', 'c@b.co', messages.emailMismatch], ['a@b.co', '', messages.required],
  ])('validateEmailConfirmation(%j, %j)', (e, c, m) => expect(validateEmailConfirmation(e, c)).toBe(m));

  it.each([
    ['Abcdefg1', 'Abcdefg1', undefined], ['Abcdefg1', 'Abcdefg2', messages.passwordMismatch], ['Abcdefg1', 'abcdefg1', messages.passwordMismatch], ['Abcdefg1', '', messages.required],
  ])('validatePasswordConfirmation(%j, %j)', (p, c, m) => expect(validatePasswordConfirmation(p, c)).toBe(m));

  it.each([
    ['Abcdefg1', undefined], ['Portal-Demo-1', undefined], ['aB3aaaaa', undefined],
    ['abcdefg1', messages.newPassword], ['ABCDEFG1', messages.newPassword], ['Abcdefgh', messages.newPassword], ['Abc1', messages.newPassword], ['Abcdef1', messages.newPassword],
    ['', messages.required], [null, messages.required],
  ])('validateNewPassword(%j)', (v, m) => expect(validateNewPassword(v)).toBe(m));

  it.each([
    ['me@shop.ie', true], ['me.too@shop.co.uk', true], ['me@shop', false], ['me shop@x.ie', false], ['me@@shop.ie', false], ['', false], [null, false], [' me@shop.ie', false],
  ])('isSurveyEmail(%j) = %s', (v, ok) => expect(isSurveyEmail(v)).toBe(ok));

  it.each([['one\ntwo', 'one two'], ['a\r\nb\rc', 'a b c'], ['  pad \n', 'pad'], ['\n\n', '']])('normaliseFreeText(%j) = %j', (t, r) =>
    expect(normaliseFreeText(t)).toBe(r));
});
