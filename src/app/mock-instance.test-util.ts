/** Component tests against the whole mock instance (over MSW), signed in as one of its seeded users. */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll } from 'vitest';
import { createMswHandlers } from '../../mocks/adapters/msw';
import { testInstance, tokenOf, userNamed } from '../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';

/** A fresh mock instance served at `origin` for this test file; `signInAs` starts a session as a seeded user. */
export function serveMockInstance(origin: string) {
  const instance = testInstance();
  const server = setupServer(...createMswHandlers(instance, origin));
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => server.close());
  return {
    instance,
    signInAs(username: string) {
      const user = userNamed(instance, username);
      startSession({ id: user.id, token: tokenOf(username), origin, username, isAdmin: false, isModerator: false });
      return user;
    },
  };
}
