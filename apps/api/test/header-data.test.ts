import { describe, expect, it } from 'vitest';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const single = await h.login('single@demo.test');
const multi = await h.login('multi@demo.test');
const restricted = await h.login('restricted@demo.test');

const get = (url: string, token: string | null, account: string) =>
  h.app.inject({ method: 'GET', url: `${url}?accountNumber=${account}`, headers: token ? auth(token) : {} });

describe('GET /api/Account/HeaderData (§3 Header data response)', () => {
  it('gives the active notification messages, the recent order and the user info, each as its own call gives it', async () => {
    const res = await get('/api/Account/HeaderData', single, SINGLE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.NotificationMessages).toEqual((await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' })).json());
    expect(body.NotificationMessages.length).toBe(3);
    expect(body.RecentOrder).toEqual((await get('/api/OrderHistory/GetRecentOrder', single, SINGLE)).json());
    expect(body.RecentOrder.AccountNumber).toBe(SINGLE);
    expect(body.UserInfo).toEqual((await get('/api/Account/UserInfo', single, SINGLE)).json());
  });

  it('follows the store chosen', async () => {
    const body = (await get('/api/Account/HeaderData', multi, MULTI[1])).json();
    expect(body.RecentOrder.AccountNumber).toBe(MULTI[1]);
    expect(body.UserInfo.Account.JtiAccountId).toBe(MULTI[1]);
  });

  it('gives RecentOrder null at TierAccessLevel 3, which has no order views (§6), with the rest as usual', async () => {
    expect((await get('/api/OrderHistory/GetRecentOrder', restricted, RESTRICTED)).statusCode).toBe(403);
    const res = await get('/api/Account/HeaderData', restricted, RESTRICTED);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.RecentOrder).toBeNull();
    expect(body.UserInfo.Account.TierAccessLevel).toBe(3);
    // The messages about ordering ('Holiday deliveries': 'Order by 18 December…') are left out; the public call keeps them.
    const all = (await h.app.inject({ method: 'GET', url: '/api/Cms/Notifications' })).json() as { Title: string; ForOrdering?: boolean }[];
    expect(all.filter((m) => m.ForOrdering).map((m) => m.Title)).toEqual(['Holiday deliveries']);
    expect(body.NotificationMessages).toEqual(all.filter((m) => !m.ForOrdering));
  });

  it('answers 401 without a token, 400 without an accountNumber, 403 for another store', async () => {
    expect((await get('/api/Account/HeaderData', null, SINGLE)).statusCode).toBe(401);
    expect((await h.app.inject({ method: 'GET', url: '/api/Account/HeaderData', headers: auth(single) })).statusCode).toBe(400);
    expect((await get('/api/Account/HeaderData', single, MULTI[0])).statusCode).toBe(403);
  });
});
