import {
  authenticationOptions,
  registrationOptions,
  relyingPartyOf,
  verifyAuthentication,
  verifyRegistration,
} from '../passkeys';
import { SoftwareAuthenticator } from './software-authenticator';

const rp = relyingPartyOf('https://admin.ergoforma.example');
const account = { id: 7, email: 'anna@ergoforma.example', name: 'Anna' };

async function registered(authenticator: SoftwareAuthenticator) {
  const options = await registrationOptions(rp, account, []);
  const passkey = await verifyRegistration(rp, authenticator.create(options), options.challenge);
  if (!passkey) throw new Error('registration refused');
  return passkey;
}

describe('passkeys', () => {
  it('registers a passkey and signs in with it, the counter moving on', async () => {
    const authenticator = new SoftwareAuthenticator(rp.origin);
    const passkey = await registered(authenticator);
    expect(passkey.credentialId).toBe(authenticator.credentials[0]?.id.toString('base64url'));

    const options = await authenticationOptions(rp);
    expect(options.userVerification).toBe('required');
    expect(await verifyAuthentication(rp, authenticator.get(options), options.challenge, passkey)).toBe(1);
  });

  it('refuses a registration answering another challenge or made on another origin', async () => {
    const options = await registrationOptions(rp, account, []);
    const response = new SoftwareAuthenticator(rp.origin).create(options);
    expect(await verifyRegistration(rp, response, 'another-challenge')).toBeNull();

    const phished = new SoftwareAuthenticator('https://admin.ergoforma.example.evil.test').create(options);
    expect(await verifyRegistration(rp, phished, options.challenge)).toBeNull();
  });

  it('refuses a sign-in signed by another key, or replaying an old challenge', async () => {
    const authenticator = new SoftwareAuthenticator(rp.origin);
    const passkey = await registered(authenticator);
    const stranger = new SoftwareAuthenticator(rp.origin);
    const strangersKey = await registered(stranger);

    const options = await authenticationOptions(rp);
    const response = stranger.get(options);
    expect(await verifyAuthentication(rp, { ...response, id: passkey.credentialId }, options.challenge, passkey)).toBe(
      null,
    );
    expect(await verifyAuthentication(rp, response, 'old-challenge', strangersKey)).toBeNull();
  });
});
