/** Test helper: wait until a QueryClient has no query or mutation running. */
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until nothing of `qc` is fetching or mutating: a test must not end while work it started
 * (often the capabilities' `endpoints` read, which goes through IndexedDB first) still runs, or
 * that work lands in the next test, or after the test environment is gone.
 */
export async function querySettled(qc: QueryClient): Promise<void> {
  await waitFor(() => expect({ fetching: qc.isFetching(), mutating: qc.isMutating() }).toEqual({ fetching: 0, mutating: 0 }));
}
