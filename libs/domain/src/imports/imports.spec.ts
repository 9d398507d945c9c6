/// <reference types="jest" />
import { duplicateKeys, matchHeader, rowRecord } from './sheet';
import { normalizeCell, parseBoolean, parseEnum, parseImportDate, parseNumber, parseText } from './cells';
import { checkEmployeeCreate, employeeImportKey, parseEmployeeRow, parseRole, parseRoleLevel } from './employee-import';
import { importSummary } from './import-wire';
import { parseCreativeType, parseTaskRow } from './task-import';

describe('import cells', () => {
  it('normalises exceljs values: rich text, formula results, hyperlinks, errors, blanks', () => {
    expect(normalizeCell({ richText: [{ text: 'ab' }, { text: 'c ' }] })).toBe('abc');
    expect(normalizeCell({ formula: '1+1', result: 2 })).toBe(2);
    expect(normalizeCell({ text: 'link', hyperlink: 'https://x' })).toBe('link');
    expect(normalizeCell({ error: '#N/A' })).toBeNull();
    expect(normalizeCell('  ')).toBeNull();
    expect(normalizeCell(undefined)).toBeNull();
    expect(normalizeCell(Number.NaN)).toBeNull();
  });

  it('reads dates as yyyy-mm-dd, dd/mm/yyyy or a date cell, nothing else', () => {
    expect(parseImportDate('2025-03-01')).toEqual({ value: 20250301 });
    expect(parseImportDate('1/3/2025')).toEqual({ value: 20250301 });
    expect(parseImportDate(new Date(Date.UTC(2024, 1, 29)))).toEqual({ value: 20240229 });
    for (const bad of ['2025-02-29', '31/04/2025', '2025/03/01', '20250301', 'soon']) expect(parseImportDate(bad)).toEqual({ error: 'import.invalid-date' });
    expect(parseImportDate(45000)).toEqual({ error: 'import.invalid-date' });
    expect(parseImportDate(null)).toEqual({ blank: true });
  });

  it('reads numbers, booleans, enumerations and bounded text', () => {
    expect(parseNumber('12,5')).toEqual({ value: 12.5 });
    expect(parseNumber(7)).toEqual({ value: 7 });
    expect(parseNumber('1e3')).toEqual({ error: 'import.invalid-number' });
    expect(parseBoolean('Có')).toEqual({ value: true });
    expect(parseBoolean(0)).toEqual({ value: false });
    expect(parseBoolean('maybe')).toEqual({ error: 'import.invalid-value' });
    expect(parseEnum('probation full time', { ProbationFullTime: 4 })).toEqual({ value: 4 });
    expect(parseEnum(9, { A: 1 })).toEqual({ error: 'import.invalid-value' });
    expect(parseText(901234567, 30)).toEqual({ value: '901234567' });
    expect(parseText('abc', 2)).toEqual({ error: 'import.too-long' });
  });

  it('roles by id or server name (never a system role), active levels by id or name', () => {
    expect(parseRole('Unity_Dev')).toEqual({ value: 12 });
    expect(parseRole(13)).toEqual({ value: 13 });
    for (const bad of [0, 1, 45, 'system_admin', 'wizard', 99]) expect(parseRole(bad)).toEqual({ error: 'import.unknown-role' });
    expect(parseRoleLevel('Senior')).toEqual({ value: 34 });
    expect(parseRoleLevel(30)).toEqual({ value: 30 });
    expect(parseRoleLevel(5)).toEqual({ error: 'import.unknown-role-level' });
  });
});

describe('import header and rows', () => {
  it('matches columns in any order and case, skips blank header cells, refuses unknown and repeated names', () => {
    const m = matchHeader(['a', 'bC'] as const, ['BC', null, ' A ']);
    expect(m).toEqual({ ok: true, columns: ['bC', null, 'a'], present: new Set(['a', 'bC']) });
    if (m.ok) expect(rowRecord(m.columns, ['x', 'ignored'])).toEqual({ bC: 'x', a: null });
    expect(matchHeader(['a'] as const, ['a', 'b'])).toEqual({ ok: false, code: 'import.unknown-column', column: 'b' });
    expect(matchHeader(['a'] as const, ['a', 'A'])).toEqual({ ok: false, code: 'import.duplicate-column', column: 'A' });
  });

  it('keeps the first row of a key and reports the later ones', () => {
    const rows = [{ k: 'a' }, { k: 'b' }, { k: 'a' }, { k: null }, { k: null }];
    expect([...duplicateKeys(rows, (r) => r.k)]).toEqual([rows[2]]);
  });

  it('counts the actions of the rows', () => {
    const r = (action: 'create' | 'update' | 'unchanged' | 'error') => ({ row: 2, key: null, action, errors: [] });
    expect(importSummary([r('create'), r('create'), r('error'), r('unchanged')])).toEqual({ create: 2, update: 0, unchanged: 1, error: 1 });
  });
});

describe('employee and task rows', () => {
  it('reads an employee row; the key is the username, else the e-mail in lower case', () => {
    const row = parseEmployeeRow({ username: 'AnNV', lastName: 'Nguyễn', firstName: 'An', personalEmail: 'A@x.vn', role: 'ua', joinDate: '2025-01-02' });
    expect(row).toEqual({ fields: { username: 'annv', lastName: 'Nguyễn', firstName: 'An', personalEmail: 'A@x.vn', role: 5, joinDate: 20250102 }, errors: [] });
    expect(employeeImportKey(row.fields)).toEqual({ field: 'username', key: 'annv' });
    expect(employeeImportKey({ personalEmail: 'A@x.vn' })).toEqual({ field: 'personalEmail', key: 'a@x.vn' });
    expect(parseEmployeeRow({ personalEmail: 'nope' }).errors).toEqual([{ field: 'personalEmail', code: 'import.invalid-email' }]);
  });

  it("a new employee needs the single create's fields, and contract dates in order", () => {
    expect(checkEmployeeCreate({ lastName: 'A' })).toEqual([
      { field: 'firstName', code: 'import.required' }, { field: 'phone', code: 'import.required' }, { field: 'personalEmail', code: 'import.required' },
    ]);
    // A refused cell is reported once, not again as missing.
    expect(checkEmployeeCreate({ lastName: 'A', firstName: 'B', phone: '1' }, [{ field: 'personalEmail', code: 'import.invalid-email' }])).toEqual([]);
    expect(checkEmployeeCreate({ lastName: 'A', firstName: 'B', phone: '1', personalEmail: 'a@b.c', contractStartDate: 20250201, contractEndDate: 20250101 }))
      .toEqual([{ field: 'contractEndDate', code: 'contract-date-error' }]);
  });

  it('reads a task row; alt is required', () => {
    expect(parseTaskRow({ alt: 'T-1', name: 'N', role: 12, employee: 'annv', score: '5', deadline: '31/12/2099', input: 'x', isSudden: 'yes' }))
      .toEqual({ fields: { alt: 'T-1', name: 'N', role: 12, employee: 'annv', score: 5, deadline: 20991231, input: 'x', isSudden: true }, errors: [] });
    expect(parseTaskRow({ name: 'N' }).errors).toEqual([{ field: 'alt', code: 'import.required' }]);
  });

  it('reads a creative type by id or English name (decision 057); anything else is import.unknown-creative-type', () => {
    expect(parseCreativeType(null)).toEqual({ blank: true });
    for (const [cell, type] of [[1, 1], ['4', 4], ['Video', 1], ['playable ad', 2], ['Playable_Ad', 2], ['playable', 2], [' IMAGE ', 3], ['store-listing', 4], ['Store listing', 4]] as const) {
      expect(parseCreativeType(cell)).toEqual({ value: type });
    }
    for (const bad of [0, 5, 'audio', 'video ad', true]) expect(parseCreativeType(bad)).toEqual({ error: 'import.unknown-creative-type' });
    expect(parseTaskRow({ alt: 'T-2', creativeType: 'image' }).fields).toEqual({ alt: 'T-2', creativeType: 3 });
    expect(parseTaskRow({ alt: 'T-3', creativeType: 'gif' }).errors).toEqual([{ field: 'creativeType', code: 'import.unknown-creative-type' }]);
  });
});
