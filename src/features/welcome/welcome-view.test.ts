import { describe, expect, it } from 'vitest';
import { welcomeView } from './welcome-view';

const SERVER = 'https://misskey.example';

describe('welcomeView', () => {
  it('shows the server as its meta describes it', () => {
    const view = welcomeView(
      {
        name: ' Example ',
        description: 'A <b>place</b>',
        iconUrl: '/files/icon.png',
        bannerUrl: 'https://cdn.example/banner.jpg',
        serverRules: ['Be kind.', '  ', 42, 'No spam.'],
        tosUrl: 'https://misskey.example/tos',
        disableRegistration: false,
      },
      SERVER,
    );
    expect(view).toEqual({
      name: 'Example',
      description: 'A <b>place</b>',
      iconUrl: 'https://misskey.example/files/icon.png',
      bannerUrl: 'https://cdn.example/banner.jpg',
      rules: ['Be kind.', 'No spam.'],
      tosUrl: 'https://misskey.example/tos',
      signUp: 'open',
    });
  });

  it('names the server by its host (not the page’s) when it has no name, and drops unsafe links', () => {
    const view = welcomeView({ name: '', iconUrl: 'javascript:alert(1)', bannerUrl: 'data:image/png;base64,AA', tosUrl: 'ftp://x/tos', serverRules: 'rules' }, SERVER);
    expect(view).toMatchObject({ name: 'misskey.example', description: null, iconUrl: null, bannerUrl: null, tosUrl: null, rules: [] });
  });

  it('offers sign-up with an invitation code where registration is closed', () => {
    expect(welcomeView({ disableRegistration: true }, SERVER).signUp).toBe('invitation');
    expect(welcomeView({}, SERVER).signUp).toBe('open');
  });
});
