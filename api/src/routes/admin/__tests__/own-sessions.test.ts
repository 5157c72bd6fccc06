// A person's own sessions on their profile: each device's, with when it began and was last used and which browser,
// this one marked; ending another device's session signs that device out at once, "end the others" keeps only
// this one, and nobody reaches anyone else's sessions.
import { createStaffHarness, PASSWORD, sessionOf, type StaffHarness, type StaffMember } from './staff-harness';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let h: StaffHarness;
let member: StaffMember;

beforeAll(async () => {
  h = await createStaffHarness();
  member = await h.member('own-sessions@ergoforma.example', 'editor');
});
afterAll(() => h.close());

const signInWith = async (userAgent: string) =>
  sessionOf(
    await h.request({
      method: 'POST',
      url: '/api/admin/sign-in',
      headers: { 'user-agent': userAgent },
      payload: { email: member.email, password: PASSWORD },
    }),
  );

interface OwnSession {
  id: string;
  method: string;
  createdAt: string;
  lastSeenAt: string;
  client: string | null;
  current: boolean;
}

const sessionsOf = async (cookie: string) =>
  (await h.request({ method: 'GET', url: '/api/admin/me/sessions', cookie })).json<OwnSession[]>();
const me = async (cookie: string) => (await h.request({ method: 'GET', url: '/api/admin/me', cookie })).statusCode;
const end = (cookie: string, id: string) =>
  h.request({ method: 'DELETE', url: `/api/admin/me/sessions/${id}`, cookie });

it('lists my sessions with their browsers, this one marked, and ends one or all the others', async () => {
  const laptop = await signInWith(FIREFOX);
  h.advance(60_000);
  const phone = await signInWith(CHROME_ANDROID);
  h.advance(60_000);
  const third = await h.signIn(member);

  const listed = await sessionsOf(laptop);
  expect(listed).toHaveLength(3);
  expect(listed.map(({ client, current, method }) => ({ client, current, method }))).toEqual(
    expect.arrayContaining([
      { client: 'Firefox 128, Linux', current: true, method: 'password' },
      { client: 'Chrome 126, Android', current: false, method: 'password' },
      // A User-Agent that names no known browser is shown as it is, cut short.
      { client: 'lightMyRequest', current: false, method: 'password' },
    ]),
  );
  // Nothing that opens a session is shown: no cookie value.
  expect(JSON.stringify(listed)).not.toContain(laptop);
  const phoneSession = listed.find((session) => session.client === 'Chrome 126, Android');

  const ended = await end(laptop, phoneSession?.id ?? '');
  expect(ended.statusCode).toBe(204);
  expect(ended.headers['set-cookie']).toBeUndefined();
  expect(await me(phone)).toBe(401);
  expect(await me(laptop)).toBe(200);
  expect(await sessionsOf(laptop)).toHaveLength(2);

  expect(
    (await h.request({ method: 'POST', url: '/api/admin/me/sessions/end-others', cookie: laptop })).statusCode,
  ).toBe(204);
  expect(await me(third)).toBe(401);
  expect(await me(laptop)).toBe(200);
  expect((await sessionsOf(laptop)).map((session) => session.current)).toEqual([true]);
});

it("never reaches another person's session, and refuses a malformed id with 400", async () => {
  const mine = await h.signIn(member);
  const other = await h.member('someone-else@ergoforma.example', 'sales');
  const theirs = await h.signIn(other);
  const [theirSession] = await sessionsOf(theirs);
  expect((await end(mine, theirSession?.id ?? '')).statusCode).toBe(404);
  expect(await me(theirs)).toBe(200);
  expect((await end(mine, 'not-a-session')).statusCode).toBe(400);
});

it('ends this session too when asked, signing this browser out', async () => {
  const cookie = await h.signIn(member);
  const current = (await sessionsOf(cookie)).find((session) => session.current);
  const ended = await end(cookie, current?.id ?? '');
  expect(ended.statusCode).toBe(204);
  expect(String(ended.headers['set-cookie'])).toMatch(/^__Host-staff_session=; Path=\/; Max-Age=0;/);
  expect(await me(cookie)).toBe(401);
});

it('needs a session', async () => {
  expect((await h.request({ method: 'GET', url: '/api/admin/me/sessions' })).statusCode).toBe(401);
});
