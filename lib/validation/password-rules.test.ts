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

describe('password checklist labels', () => {
  it("lists the spec pattern's parts in its order, with the set of special characters", () => {
    expect(passwordRules.map((rule) => rule.label)).toEqual([
      '8 to 15 characters',
      'An uppercase letter',
      'A lowercase letter',
      'A digit',
      'A special character: ! @ # $ % ^ & * + =',
      'No spaces',
    ]);
  });

  it('ticks the length from 8 to 15 characters only', () => {
    const length = passwordRules.find((rule) => rule.id === 'length')!;
    expect(['a'.repeat(7), 'a'.repeat(8), 'a'.repeat(15), 'a'.repeat(16)].map(length.isMet)).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it.each([...'!@#$%^&*+='])('counts %s as a special character, as the spec pattern does', (character) => {
    const password = `Secret1${character}`;
    expect(met(password)).toContain('special');
    expect(passwordPattern.test(password)).toBe(true);
  });

  it('counts a tab or a line break as a space', () => {
    expect(met('Secret#1\tx')).not.toContain('spaces');
    expect(met('Secret#1\nx')).not.toContain('spaces');
  });
});
