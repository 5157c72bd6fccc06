// QA pin tokens (docs/deployment.md#qa-pins): only an unexpired token signed with the shell's secret pins anything.
import { parsePinSpec, signPins, verifyPins } from '../pin-link';

const SECRET = 'pin secret';
const inAnHour = () => new Date(Date.now() + 3_600_000);

describe('pin tokens', () => {
  it('pins the signed versions until the token expires', () => {
    const token = signPins({ catalogue: '1.1.0-ab12cd34', chrome: '2.0.0' }, inAnHour(), SECRET);
    expect(verifyPins(token, SECRET)).toEqual({ catalogue: '1.1.0-ab12cd34', chrome: '2.0.0' });
    expect(verifyPins(token, SECRET, new Date(Date.now() + 3_601_000))).toBeNull();
  });

  it('pins nothing for a changed, foreign, malformed or secretless token', () => {
    const token = signPins({ catalogue: '1.1.0' }, inAnHour(), SECRET);
    const [payload, signature] = token.split('.') as [string, string];
    const changed = Buffer.from(Buffer.from(payload, 'base64url').toString().replace('1.1.0', '1.2.0')).toString(
      'base64url',
    );
    for (const bad of [
      `${changed}.${signature}`,
      `${payload}.${signature.slice(1)}`,
      signPins({ catalogue: '1.1.0' }, inAnHour(), 'other secret'),
      `${token}.extra`,
      'no-dot',
      '',
      'x'.repeat(5000),
    ])
      expect(verifyPins(bad, SECRET)).toBeNull();
    expect(verifyPins(token, undefined)).toBeNull();
    // A well-signed token naming something that is not a remote version is refused too.
    expect(verifyPins(signPins({ blog: '1.0.0' } as never, inAnHour(), SECRET), SECRET)).toBeNull();
  });

  it('reads <remote>@<version> specs', () => {
    expect(parsePinSpec('catalogue@1.1.0-ab12cd34')).toEqual(['catalogue', '1.1.0-ab12cd34']);
    for (const wrong of ['catalogue', 'blog@1.0.0', 'catalogue@', 'catalogue@1.0 0', 'catalogue@../x'])
      expect(parsePinSpec(wrong)).toBeNull();
  });
});
