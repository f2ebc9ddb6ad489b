import { safeHttpUrl } from '@/core/entities/http-url';
import type { InstanceMeta } from '@/core/instance/instance-meta';

export interface WelcomeView {
  /** The server's name, else its host (never this page's host: a build may serve another server). */
  name: string;
  description: string | null;
  iconUrl: string | null;
  bannerUrl: string | null;
  rules: string[];
  tosUrl: string | null;
  /** Open sign-up, or sign-up with an invitation code (Misskey: registration disabled = invitations only). */
  signUp: 'open' | 'invitation';
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** What the welcome page shows of `meta`; server text stays text (the page never renders it as HTML). */
export function welcomeView(meta: InstanceMeta, serverOrigin: string): WelcomeView {
  const rules = Array.isArray(meta.serverRules) ? meta.serverRules.map(text).filter((r) => r !== '') : [];
  return {
    name: text(meta.name) || new URL(serverOrigin).host,
    description: text(meta.description) || null,
    iconUrl: safeHttpUrl(meta.iconUrl, serverOrigin),
    bannerUrl: safeHttpUrl(meta.bannerUrl, serverOrigin),
    rules,
    tosUrl: safeHttpUrl(meta.tosUrl, serverOrigin),
    signUp: meta.disableRegistration === true ? 'invitation' : 'open',
  };
}
