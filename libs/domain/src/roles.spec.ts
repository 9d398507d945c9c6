/// <reference types="jest" />
// The web tsconfig includes libs/ without jest types; this keeps specs checkable there.
import {
  COMPLETION_RULE_EXEMPT_ROLES,
  CREATIVE_ROLES,
  PROJECT_ROLES,
  ROLES,
  Role,
  SYSTEM_ROLES,
  isSystemRole,
  roleById,
  roleByServerName,
  roleTagName,
} from './roles';
import { ACTIVE_ROLE_LEVELS, ROLE_LEVELS, roleLevelById, roleLevelLabel } from './role-levels';

describe('roles', () => {
  it('numbers roles 0-54 in order, without gaps', () => {
    expect(ROLES.map((r) => r.id)).toEqual(Array.from({ length: 55 }, (_, i) => i));
  });

  it('keeps the server names of DESIGN.md', () => {
    expect(roleById(22)?.serverName).toBe('r&d_manager');
    expect(roleById(29)?.serverName).toBe('monetization_leader');
    expect(roleById(40)?.serverName).toBe('fe_leader');
    expect(roleById(54)?.serverName).toBe('r&d_ai');
    expect(roleByServerName('scrum_master')?.id).toBe(Role.ScrumMaster);
    expect(new Set(ROLES.map((r) => r.serverName)).size).toBe(55);
  });

  it('marks exactly 0, 1, 45, 46 as system roles', () => {
    expect([...SYSTEM_ROLES]).toEqual([0, 1, 45, 46]);
    expect(ROLES.filter((r) => r.isSystem).map((r) => r.id)).toEqual([0, 1, 45, 46]);
    expect(isSystemRole(5)).toBe(false);
  });

  it('gives every role a hex colour and a label', () => {
    for (const r of ROLES) {
      expect(r.color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(r.tagName.length).toBeGreaterThan(0);
    }
    expect(roleTagName(99)).toBe('Unknown Role');
  });

  it('lists creative, exempt and project roles', () => {
    expect([...CREATIVE_ROLES].sort((a, b) => a - b)).toEqual([5, 6, 8, 9]);
    expect([...COMPLETION_RULE_EXEMPT_ROLES].sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 10, 16, 17]);
    expect(PROJECT_ROLES.map((p) => [p.key, p.role])).toEqual([
      ['pm', 25],
      ['po', 18],
      ['ua', 11],
      ['cm', 10],
      ['rnd', 22],
    ]);
  });
});

describe('role levels', () => {
  it('has legacy 1-23 and active 30-34', () => {
    expect(ROLE_LEVELS.filter((l) => !l.isActive).map((l) => l.id)).toEqual(
      Array.from({ length: 23 }, (_, i) => i + 1),
    );
    expect(ACTIVE_ROLE_LEVELS.map((l) => [l.id, l.name])).toEqual([
      [30, 'intern'],
      [31, 'fresher'],
      [32, 'junior'],
      [33, 'middle'],
      [34, 'senior'],
    ]);
    expect(new Set(ROLE_LEVELS.map((l) => l.name)).size).toBe(ROLE_LEVELS.length);
    expect(roleLevelById(23)?.name).toBe('inactive');
    expect(roleLevelLabel(99)).toBe('Unknown RoleLevel');
  });
});
