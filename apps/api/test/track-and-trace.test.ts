/**
 * Track and Trace codes (§1, §2.4, §5; POST /api/Account/TrackAndTraceCodes in ADR 0001; formats in ADR
 * 0010): checked with domain's validators, stored per account, reflected by IsTrackAndTrace.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '../src/db/open';
import { auth, MULTI, RESTRICTED, SINGLE, setupApi } from './helpers';

const h = await setupApi();
const multi = await h.login('multi@demo.test');
const single = await h.login('single@demo.test');

const submit = (payload: object, account: string = MULTI[1], token = multi) =>
  h.app.inject({ method: 'POST', url: `/api/Account/TrackAndTraceCodes?accountNumber=${account}`, headers: auth(token), payload });
const isTrackAndTrace = async (account: string = MULTI[1], token = multi) =>
  (await h.app.inject({ method: 'GET', url: `/api/Account/IsTrackAndTrace?accountNumber=${account}`, headers: auth(token) })).json().IsTrackAndTrace as boolean;
const stored = async (account: string) => {
  const [a] = await h.database.db.select().from(schema.accounts).where(eq(schema.accounts.jtiAccountId, account));
  return { eoid: a!.eoid, fid: a!.fid, isTrackAndTrace: a!.isTrackAndTrace };
};

describe('seeded codes (§2.4)', () => {
  it('gives the stores with Track and Trace valid codes, and leaves Salthill and the restricted store without', async () => {
    for (const id of [SINGLE, MULTI[0], MULTI[2]]) {
      const a = await stored(id);
      expect(a.isTrackAndTrace).toBe(true);
      expect(a.eoid).toMatch(/^[A-Z0-9]{12}$/);
      expect(a.fid).toMatch(/^[A-Z0-9]{14}$/);
      expect(a.fid!.slice(0, 3)).toBe(a.eoid!.slice(0, 3));
    }
    for (const id of [MULTI[1], RESTRICTED]) expect(await stored(id)).toEqual({ eoid: null, fid: null, isTrackAndTrace: false });
  });
});

describe('POST /api/Account/TrackAndTraceCodes (§5)', () => {
  it('refuses a bad EOID, then a bad FID, then empty codes, naming which is wrong and storing nothing', async () => {
    expect(await isTrackAndTrace()).toBe(false);
    const cases: [object, string][] = [
      [{ Eoid: 'IED12', Fid: 'IED00020773302' }, 'Invalid EOID format. Please try again.'],
      [{ Eoid: 'IED000207733', Fid: 'IED-0002077330' }, 'Invalid FID format. Please try again.'],
      [{ Eoid: 'IED00020773302', Fid: 'IED000207733' }, 'Invalid EOID format. Please try again. Invalid FID format. Please try again.'],
      [{ Eoid: '  ', Fid: '' }, 'EOID: This field is required. FID: This field is required.'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ Message: message });
    }
    expect(await stored(MULTI[1])).toEqual({ eoid: null, fid: null, isTrackAndTrace: false });
    expect(await isTrackAndTrace()).toBe(false);
  });

  it('stores good codes, trimmed and uppercased, and IsTrackAndTrace turns true', async () => {
    const res = await submit({ Eoid: ' ied000207733 ', Fid: 'ied00020773302' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ Message: 'Your Track and Trace codes have been saved.' });
    expect(await stored(MULTI[1])).toEqual({ eoid: 'IED000207733', fid: 'IED00020773302', isTrackAndTrace: true });
    expect(await isTrackAndTrace()).toBe(true);
  });

  it('replaces codes submitted again', async () => {
    expect((await submit({ Eoid: 'IED000207734', Fid: 'IED00020773409' })).statusCode).toBe(200);
    expect(await stored(MULTI[1])).toMatchObject({ eoid: 'IED000207734', fid: 'IED00020773409' });
  });

  it('rejects a body off the contract with 400, and another user\'s store with 403', async () => {
    expect((await submit({ Eoid: 'IED000207733' })).statusCode).toBe(400);
    expect((await submit({ Eoid: 'IED000207733', Fid: 'IED00020773302', Extra: 1 })).statusCode).toBe(400);
    const theirs = await submit({ Eoid: 'IED000207733', Fid: 'IED00020773302' }, MULTI[1], single);
    expect(theirs.statusCode).toBe(403);
  });
});
