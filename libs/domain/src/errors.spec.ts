/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import { ERRORS, errorMessage, errorStatus } from './errors';

describe('error catalogue', () => {
  it('gives both languages and an HTTP status for every code', () => {
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(code).toMatch(/^[a-z][a-z0-9.-]*$/);
      expect(def.en.trim()).not.toBe('');
      expect(def.vi.trim()).not.toBe('');
      expect(def.status).toBeGreaterThanOrEqual(400);
      expect(def.status).toBeLessThan(600);
    }
  });

  it('answers the texts of the API contract', () => {
    expect(errorMessage('common.no-permission', 'vi')).toBe('Bạn không có quyền chỉnh sửa');
    expect(errorMessage('common.no-permission', 'en')).toBe('You do not have permission');
    expect(errorStatus('common.no-permission')).toBe(403);
    expect(errorMessage('auth.login.error', 'en')).toBe('Login failed');
    expect(errorStatus('auth.login.error')).toBe(401);
    expect(errorMessage('task.alt-exists', 'en')).toBe('Task ID already exists');
    expect(errorStatus('task.alt-exists')).toBe(409);
    expect(errorStatus('ticket.already-answered')).toBe(409);
    expect(errorMessage('break.not-enough-days', 'vi')).toBe('Số ngày phép còn lại không đủ');
    expect(errorMessage('common.internal', 'en')).toBe('Internal server error');
  });

  it('fills placeholders and tolerates unknown codes', () => {
    expect(errorMessage('bonus.children-share', 'en', { path: 'Marketing' })).toBe(
      'Total share of children must be 100% in Marketing',
    );
    expect(errorMessage('no.such-code', 'en')).toBe('no.such-code');
    expect(errorStatus('no.such-code')).toBe(500);
  });
});
