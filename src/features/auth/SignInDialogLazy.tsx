import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./SignInDialog').then((m) => ({ default: m.SignInDialog })));

/**
 * The sign-in dialog as its own chunk: places that offer sign-in (the visitor header, polls, the
 * account menu) stay light until it is opened.
 */
export function SignInDialog(props: ComponentProps<typeof Dialog>) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
