import { passwordPattern, passwordRules } from './password-rules';

const met = (password: string) => passwordRules.filter((rule) => rule.isMet(password)).map((rule) => rule.id);

describe('password checklist (spec §5)', () => {
  it('names each rule a password meets', () => {
    expect(met('')).toEqual([]);
    expect(met('abc')).toEqual(['lowercase', 'spaces']);
    expect(met('Secret#123')).toEqual(['length', 'uppercase', 'lowercase', 'digit', 'special', 'spaces']);
    expect(met('Secret 123')).toEqual(['length', 'uppercase', 'lowercase', 'digit']);
  });

  it.each(['Secret#123', 'aB3!aB3!', 'Abcdefg1+', 'Abcdefghijk1=xy', 'Pacific5$un', 'Caret^1aa'])(
    'all rules are met exactly when the spec pattern accepts %s',
    (password) => {
      expect(met(password)).toHaveLength(passwordRules.length);
      expect(passwordPattern.test(password)).toBe(true);
    },
  );

  it.each([
    'Secret123',
    'secret#123',
    'SECRET#123',
    'Secret#abc',
    'Se#1',
    'Abcdefghijk1=xyz',
    'Secret #12',
    'Secret-123',
  ])('some rule is unmet exactly when the spec pattern refuses %s', (password) => {
    expect(met(password).length).toBeLessThan(passwordRules.length);
    expect(passwordPattern.test(password)).toBe(false);
  });
});
