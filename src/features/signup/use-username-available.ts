import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usernameValid } from './password-strength';
import { usernameAvailableQuery } from './signup-queries';

export type UsernameState = 'empty' | 'invalid' | 'checking' | 'available' | 'taken' | 'unknown';

/** Checks the username with `username/available` a moment after typing stops. */
export function useUsernameAvailability(username: string): UsernameState {
  const [settled, setSettled] = useState(username);
  useEffect(() => {
    const id = setTimeout(() => setSettled(username), 300);
    return () => clearTimeout(id);
  }, [username]);
  const valid = usernameValid(settled);
  const q = useQuery({ ...usernameAvailableQuery(settled), enabled: valid && settled === username });
  if (!username) return 'empty';
  if (!usernameValid(username)) return 'invalid';
  if (settled !== username || q.isPending) return 'checking';
  if (q.isError) return 'unknown';
  return q.data ? 'available' : 'taken';
}
