export type PasswordStrength = 'empty' | 'weak' | 'medium' | 'strong';

/**
 * A rough strength: length plus the variety of character kinds (lower, upper, digits, others).
 * Advisory only; the server decides what it accepts.
 */
export function passwordStrength(password: string): PasswordStrength {
  if (password.length === 0) return 'empty';
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((r) => r.test(password)).length;
  const unique = new Set(password).size;
  let score = 0;
  if (password.length >= 8) score++;
  if (password.length >= 12) score++;
  if (kinds >= 2) score++;
  if (kinds >= 3) score++;
  if (unique < 4) score = Math.min(score, 1);
  if (score <= 1) return 'weak';
  if (score <= 2) return 'medium';
  return 'strong';
}

/** Misskey's username rule: 1–20 letters, digits or underscores. */
export function usernameValid(username: string): boolean {
  return /^\w{1,20}$/.test(username);
}
