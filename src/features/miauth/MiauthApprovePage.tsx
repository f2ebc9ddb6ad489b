import { generateMiauthToken } from './auth-queries';
import { ApprovePanel } from './ApprovePanel';
import { callbackTarget } from './callback-target';
import { parseRequestedPermissions } from './requested-permissions';

export interface MiauthSearch {
  name?: string;
  icon?: string;
  callback?: string;
  permission?: string;
}

/**
 * /miauth/{session}: the server side of MiAuth, for when this client is served from the server's
 * own origin. The signed-in user accepts (`miauth/gen-token`) or denies; then the browser goes to
 * the app's callback with `?session=…`.
 */
export function MiauthApprovePage({ session, search }: { session: string; search: MiauthSearch }) {
  const permissions = parseRequestedPermissions(search.permission);
  const name = typeof search.name === 'string' ? search.name : '';
  const icon = typeof search.icon === 'string' ? search.icon : null;
  return (
    <ApprovePanel
      appName={name}
      icon={icon}
      permissions={permissions}
      denyTarget={callbackTarget(search.callback, { session, denied: '1' })}
      onAccept={async () => {
        await generateMiauthToken(session, { name: name || null, iconUrl: icon, permission: permissions });
        return callbackTarget(search.callback, { session });
      }}
    />
  );
}
