import { checkPassword, hashPassword } from '../password-hash';
import { passwordProblem } from '../password-policy';
import { acceptTotp, newRecoveryCodes, newTotpEnrolment, recoveryCodeHash, totpCode } from '../totp';

describe('password policy', () => {
  it('takes any long enough password, with no composition rules', () => {
    expect(passwordProblem('krzesło obrotowe nova')).toBeNull();
    expect(passwordProblem('alllowercaseletters')).toBeNull();
  });

  it('refuses short, common and padded-common passwords, and the e-mail address', () => {
    expect(passwordProblem('short pass')).toMatch(/at least 12 characters/);
    expect(passwordProblem('1qaz2wsx3edc')).toMatch(/most common/);
    expect(passwordProblem('Password2024!!')).toMatch(/most common/);
    expect(passwordProblem('aaaaaaaaaaaaaaa')).toMatch(/most common/);
    expect(passwordProblem('anna.kowalska1', 'anna.kowalska@ergoforma.example')).toMatch(/e-mail/);
  });

  it('counts characters as people do', () => {
    expect(passwordProblem('żółć żółć ab')).toBeNull();
    expect(passwordProblem('🪑🪑🪑🪑🪑🪑🪑🪑🪑🪑🪑')).toMatch(/at least 12/);
  });
});

describe('password hashing', () => {
  it('stores argon2id hashes with their parameters, never the password', async () => {
    const stored = await hashPassword('krzesło obrotowe nova');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored).not.toContain('nova');
    expect(await checkPassword('krzesło obrotowe nova', stored)).toBe(true);
    expect(await checkPassword('krzesło obrotowe novA', stored)).toBe(false);
    expect(await checkPassword('krzesło obrotowe nova', null)).toBe(false);
  });
});

describe('TOTP', () => {
  const now = new Date('2026-11-27T12:00:10Z');

  it('accepts the current code and the neighbouring steps, once each', () => {
    const { secret, uri } = newTotpEnrolment('anna@ergoforma.example');
    expect(uri).toBe(`otpauth://totp/Ergoforma:anna%40ergoforma.example?secret=${secret}&issuer=Ergoforma`);
    const step = acceptTotp(secret, totpCode(secret, now), now, null);
    expect(step).toBe(Math.floor(now.getTime() / 30_000));
    expect(acceptTotp(secret, totpCode(secret, now), now, step)).toBeNull();
    const late = new Date(now.getTime() + 30_000);
    expect(acceptTotp(secret, totpCode(secret, now), late, null)).toBe(step);
    expect(acceptTotp(secret, totpCode(secret, now), new Date(now.getTime() + 90_000), null)).toBeNull();
  });

  it('refuses malformed and wrong codes', () => {
    const { secret } = newTotpEnrolment('anna@ergoforma.example');
    expect(acceptTotp(secret, '12345', now, null)).toBeNull();
    const code = totpCode(secret, now);
    expect(acceptTotp(secret, String((Number(code) + 1) % 1_000_000).padStart(6, '0'), now, null)).toBeNull();
  });

  it('makes ten distinct recovery codes, matched in any case and without the dash', () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    const first = codes[0] ?? '';
    expect(first).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(recoveryCodeHash(first.toUpperCase().replace('-', ''))).toBe(recoveryCodeHash(first));
  });
});
