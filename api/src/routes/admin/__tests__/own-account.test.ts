// One's own account: a new password needs the current one and signs the person out everywhere else; new recovery
// codes replace the old ones and are shown once.
import { createStaffHarness, PASSWORD, type StaffHarness, type StaffMember } from './staff-harness';

const NEW_PASSWORD = 'fotel ergonomiczny z zagłówkiem';

let h: StaffHarness;
beforeAll(async () => {
  h = await createStaffHarness();
});
afterAll(() => h.close());

const post = (url: string, cookie: string, payload: object) =>
  h.request({ method: 'POST', url: `/api/admin${url}`, cookie, payload });
const signIn = (member: StaffMember, password: string, code?: string) =>
  h.request({
    method: 'POST',
    url: '/api/admin/sign-in',
    remoteAddress: '192.0.2.60',
    payload: { email: member.email, password, ...(code ? { code } : {}) },
  });

it('changes the password with the current one, keeping this session and ending the others', async () => {
  const editor = await h.member('own-password@ergoforma.example', 'editor');
  const here = await h.signIn(editor);
  const elsewhere = await h.signIn(editor);

  const wrong = await post('/me/password', here, { currentPassword: 'not my password at all', password: NEW_PASSWORD });
  expect(wrong.statusCode).toBe(400);
  expect(wrong.json()).toMatchObject({ message: 'Field "currentPassword" is not your current password' });
  const weak = await post('/me/password', here, { currentPassword: PASSWORD, password: 'password1234' });
  expect(weak.statusCode).toBe(400);
  expect(weak.json()).toMatchObject({ message: 'This password is among the most common ones; choose another' });

  expect((await post('/me/password', here, { currentPassword: PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(
    204,
  );
  expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie: here })).statusCode).toBe(200);
  expect((await h.request({ method: 'GET', url: '/api/admin/me', cookie: elsewhere })).statusCode).toBe(401);
  expect((await signIn(editor, PASSWORD)).statusCode).toBe(401);
  expect((await signIn(editor, NEW_PASSWORD)).statusCode).toBe(200);
});

it('backs off after repeated wrong current passwords, as a sign-in does', async () => {
  const editor = await h.member('own-guess@ergoforma.example', 'editor');
  const session = await h.signIn(editor);
  const answers = [];
  for (let i = 0; i < 7; i += 1) {
    answers.push((await post('/me/recovery-codes', session, { currentPassword: `guess number ${i}` })).statusCode);
  }
  expect(answers).toEqual([400, 400, 400, 400, 400, 400, 429]);
});

it('renews the recovery codes: the new ones work, the old ones no longer', async () => {
  const admin = await h.member('own-codes@ergoforma.example', 'admin');
  const session = await h.signIn(admin);
  const renewed = await post('/me/recovery-codes', session, { currentPassword: PASSWORD });
  expect(renewed.statusCode).toBe(200);
  const { recoveryCodes } = renewed.json<{ recoveryCodes: string[] }>();
  expect(recoveryCodes).toHaveLength(10);
  expect(recoveryCodes).not.toContain(admin.recoveryCodes[0]);
  expect((await signIn(admin, PASSWORD, admin.recoveryCodes[0])).statusCode).toBe(401);
  expect((await signIn(admin, PASSWORD, recoveryCodes[0])).statusCode).toBe(200);
  expect((await signIn(admin, PASSWORD, recoveryCodes[0])).statusCode).toBe(401);
});

it('has no recovery codes for an account without the authenticator app', async () => {
  const sales = await h.member('own-no-app@ergoforma.example', 'sales');
  const session = await h.signIn(sales);
  expect((await post('/me/recovery-codes', session, { currentPassword: PASSWORD })).statusCode).toBe(409);
});
