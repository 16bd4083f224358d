/**
 * The stores file of an import (docs/import-formats.md): one row per store (§3 Account), keyed
 * by its account number (`JtiAccountId`), with its tier, weekly order cut-off in its time zone (ADR 0028),
 * Track and Trace codes (ADR 0010) and the business advisor or territory manager the info bar names.
 */
import { isValidEoid, isValidFid, normaliseTrackAndTraceCode } from '@trade-portal/domain';
import type { AccountRow, Tx } from '../../db/open';
import { schema } from '../../db/open';
import type { EntitySpec } from './fields';
import { upsert, type Counts } from './upsert';

/** A stores row once checked. */
export interface StoreRecord {
  JtiAccountId: string;
  AccountName: string;
  AddressLine1: string;
  TimeZone?: string;
  TierAccessLevel?: number;
  CutOffWeekday?: number;
  CutOffTime?: string;
  EmployeeName: string;
  EmployeeMobilePhone: string;
  IsTrackAndTrace?: boolean;
  EOID?: string;
  FID?: string;
  HasStockCard?: boolean;
}

/** An account number as the import takes it. */
export const ACCOUNT_NUMBER = { schema: { type: 'string', pattern: '^[A-Za-z0-9-]{1,32}$' }, hint: "letters, digits or '-', at most 32" };

/** Whether `zone` is a time zone this Node knows (IANA names: 'Europe/Dublin'). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

/** The stores file's fields and checks. */
export const storeSpec: EntitySpec<StoreRecord> = {
  entity: 'stores',
  fields: {
    JtiAccountId: { ...ACCOUNT_NUMBER, required: true },
    AccountName: { schema: { type: 'string', maxLength: 200 }, required: true },
    AddressLine1: { schema: { type: 'string', maxLength: 300 }, required: true },
    TimeZone: { schema: { type: 'string', maxLength: 64 } },
    TierAccessLevel: { schema: { type: 'integer', minimum: 1, maximum: 3 } },
    CutOffWeekday: { schema: { type: 'integer', minimum: 1, maximum: 7 } },
    CutOffTime: { schema: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' }, hint: 'a time of day as HH:mm, e.g. 16:00' },
    EmployeeName: { schema: { type: 'string', maxLength: 200 }, required: true },
    EmployeeMobilePhone: { schema: { type: 'string', maxLength: 40 }, required: true },
    IsTrackAndTrace: { schema: { type: 'boolean' } },
    EOID: { schema: { type: 'string' } },
    FID: { schema: { type: 'string' } },
    HasStockCard: { schema: { type: 'boolean' } },
  },
  check: (s) => {
    const problems: { column?: string; message: string }[] = [];
    if (s.TimeZone !== undefined && !isTimeZone(s.TimeZone)) problems.push({ column: 'TimeZone', message: `must be a time zone such as Europe/Dublin (IANA), not "${s.TimeZone}".` });
    if (s.EOID !== undefined && !isValidEoid(s.EOID)) problems.push({ column: 'EOID', message: `must be 12 letters or digits (ADR 0010), not "${s.EOID}".` });
    if (s.FID !== undefined && !isValidFid(s.FID)) problems.push({ column: 'FID', message: `must be 14 letters or digits (ADR 0010), not "${s.FID}".` });
    return problems;
  },
};

/** A checked record → its database row, with §5's default tier (2), a Thursday 16:00 cut-off in Irish time. */
export function storeRow(s: StoreRecord): typeof schema.accounts.$inferInsert {
  return {
    jtiAccountId: s.JtiAccountId,
    accountName: s.AccountName,
    addressLine1: s.AddressLine1,
    timeZone: s.TimeZone ?? 'Europe/Dublin',
    tierAccessLevel: s.TierAccessLevel ?? 2,
    cutOffWeekday: s.CutOffWeekday ?? 4,
    cutOffTime: s.CutOffTime ?? '16:00',
    employeeName: s.EmployeeName,
    employeeMobilePhone: s.EmployeeMobilePhone,
    isTrackAndTrace: s.IsTrackAndTrace ?? false,
    eoid: s.EOID === undefined ? null : normaliseTrackAndTraceCode(s.EOID),
    fid: s.FID === undefined ? null : normaliseTrackAndTraceCode(s.FID),
    hasStockCard: s.HasStockCard ?? false,
  };
}

/** A database row → the record the exporter writes. */
export function storeRecord(a: AccountRow): StoreRecord {
  return {
    JtiAccountId: a.jtiAccountId, AccountName: a.accountName, AddressLine1: a.addressLine1, TimeZone: a.timeZone,
    TierAccessLevel: a.tierAccessLevel, CutOffWeekday: a.cutOffWeekday, CutOffTime: a.cutOffTime,
    EmployeeName: a.employeeName, EmployeeMobilePhone: a.employeeMobilePhone, IsTrackAndTrace: a.isTrackAndTrace,
    ...(a.eoid ? { EOID: a.eoid } : {}), ...(a.fid ? { FID: a.fid } : {}), HasStockCard: a.hasStockCard,
  };
}

/** Writes the stores: new account numbers inserted, changed ones updated in place, the same ones left alone. */
export function writeStores(tx: Tx, rows: (typeof schema.accounts.$inferInsert)[], onBatch?: (done: number) => void): Promise<Counts> {
  return upsert(tx, schema.accounts, schema.accounts.jtiAccountId, rows, onBatch ? { onBatch } : {});
}
