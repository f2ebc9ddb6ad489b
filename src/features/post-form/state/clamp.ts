import { initialVisibility, localOnlyForced, visibilityBlock, type ScopeContext } from '../rules/visibility';
import { withVisibility, type FormState } from './form-state';

/** Keeps the form's choice within what the context allows (restrictions may arrive after opening). */
export function clampToScope(s: FormState, scope: ScopeContext): FormState {
  let next = s;
  if (visibilityBlock(next.visibility, scope) !== null) next = withVisibility(next, initialVisibility(next.visibility, scope));
  if (next.visibility !== 'specified' && !next.localOnly && localOnlyForced(scope)) next = { ...next, localOnly: true };
  return next;
}
