import { describe, expect, it } from 'vitest';
import { surveyPageOf } from './surveySections';

describe('surveyPageOf (§7 Surveys page names)', () => {
  it('names every page that has surveys', () => {
    expect(
      ['/', '/place-order', '/my-orders', '/videos', '/p4p', '/cart', '/order-confirmation', '/review-order', '/stock-card', '/my-account', '/change-password', '/faqs', '/vlogs'].map(surveyPageOf),
    ).toEqual(['Home', 'Place Order', 'My Orders', 'Videos', 'Partner Hub', 'Cart', 'Order Confirmation', 'Review Order', 'Stockcard', 'My Account', 'Change Password', 'FAQs', 'Vlogs']);
  });

  it('matches as the router does: a trailing slash and any case', () => {
    expect(surveyPageOf('/cart/')).toBe('Cart');
    expect(surveyPageOf('/Stock-Card')).toBe('Stockcard');
  });

  it('has none on other pages, nested paths included', () => {
    for (const path of ['/set-eoid-fid', '/track-and-trace', '/see-all-downloads', '/cart/extra', '/login', '']) expect(surveyPageOf(path)).toBeNull();
  });
});
