import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { Provider } from 'jotai';
import { setupServer } from 'msw/node';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import { testInstance, tokenOf, userNamed } from '../../../mocks/test-utils/setup';
import { startSession } from '@/core/accounts/session';
import type { PostFormRequest } from '@/core/post-form/post-form-store';
import { settingsStore } from '@/core/settings';
import { DialogHost } from '@/ui/dialogs/DialogHost';
import { PostForm, type PostFormProps } from './PostForm';

export const ORIGIN = 'http://mock.test';

/** A mock instance served through MSW, fresh for each test file. */
export function mockServer() {
  const instance = testInstance();
  const server = setupServer(...createMswHandlers(instance, ORIGIN));
  return { instance, server };
}

export function signInAs(instance: ReturnType<typeof testInstance>, username: string): string {
  const user = userNamed(instance, username);
  startSession({ id: user.id, token: tokenOf(username), origin: ORIGIN, username, isAdmin: false, isModerator: false });
  return user.id;
}

export function renderForm(request: PostFormRequest = {}, props: Partial<PostFormProps> = {}) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const root = createRootRoute({
    component: () => (
      <>
        <PostForm request={request} {...props} />
        <DialogHost />
      </>
    ),
  });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  return render(
    <Provider store={settingsStore}>
      <QueryClientProvider client={qc}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}
