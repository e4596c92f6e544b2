import { sessionCookieNames } from '../../apps/server/src/plugins/sessions';

/** Signs in through the real route, as the back office does; returns the Cookie header. */
export const signInAdmin = async (
  baseUrl: string,
  credentials: { email: string; password: string },
) => {
  const response = await fetch(`${baseUrl}/api/auth/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!response.ok)
    throw new Error(`admin sign-in answered ${response.status}: ${await response.text()}`);
  const session = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${sessionCookieNames.admin}=`));
  if (!session) throw new Error('admin sign-in set no session cookie');
  return session;
};
