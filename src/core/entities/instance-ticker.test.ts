import { describe, expect, it } from 'vitest';
import { safeHttpUrl as httpUrl } from './http-url';
import { cssHexColour, localTicker, remoteTicker, showsTicker, textOn } from './instance-ticker';

const BASE = 'https://misskey.example';

describe('instance ticker colour', () => {
  it('accepts only CSS hex colours', () => {
    for (const ok of ['#fff', '#FFFF', '#ff6699', '#ff669980', ' #123456 ']) expect(cssHexColour(ok)).toBe(ok.trim());
    for (const bad of ['#ff666', '#12345', '#1234567', 'red', 'rgb(0,0,0)', '#ff6699;background:url(x)', 'url(javascript:1)', '', null, 42, {}])
      expect(cssHexColour(bad)).toBeNull();
  });

  it('picks the text colour that reads on it', () => {
    expect(textOn('#ffffff')).toBe('#000');
    expect(textOn('#ff6699')).toBe('#000');
    expect(textOn('#86b300')).toBe('#000');
    expect(textOn('#123')).toBe('#fff');
    expect(textOn('#3f51b5')).toBe('#fff');
    expect(textOn('#1a237e80')).toBe('#fff');
  });
});

describe('instance ticker contents', () => {
  it('takes the remote server name, favicon and colour, and never a non-http icon', () => {
    const t = remoteTicker({ host: 'remote.example', instance: { name: 'Remote', faviconUrl: 'https://remote.example/f.ico', iconUrl: 'https://remote.example/i.png', themeColor: '#ff6699' } }, BASE);
    expect(t).toEqual({ name: 'Remote', icon: 'https://remote.example/f.ico', colour: '#ff6699', text: '#000' });
    expect(remoteTicker({ host: 'x.example', instance: { iconUrl: 'javascript:alert(1)', themeColor: 'red' } }, BASE)).toEqual({ name: 'x.example', icon: null, colour: null, text: null });
  });

  it('survives an absent or odd instance object', () => {
    expect(remoteTicker({ host: 'bare.example' }, BASE)?.name).toBe('bare.example');
    expect(remoteTicker({ host: 'bare.example', instance: null as never }, BASE)?.name).toBe('bare.example');
    expect(remoteTicker({ host: 'bare.example', instance: { name: 42 as never } }, BASE)?.name).toBe('bare.example');
    expect(remoteTicker({ host: null }, BASE)).toBeNull();
  });

  it('shows this server for local notes from its meta, or its host', () => {
    expect(localTicker({ name: 'Mock', iconUrl: '/icon.png', themeColor: '#86b300' }, BASE)).toEqual({ name: 'Mock', icon: `${BASE}/icon.png`, colour: '#86b300', text: '#000' });
    expect(localTicker(null, BASE).name).toBe('misskey.example');
  });

  it('follows the setting: none, remote only, always', () => {
    expect(showsTicker('none', 'remote.example')).toBe(false);
    expect(showsTicker('remote', 'remote.example')).toBe(true);
    expect(showsTicker('remote', null)).toBe(false);
    expect(showsTicker('always', null)).toBe(true);
  });

  it('resolves icons against the server and rejects other schemes', () => {
    expect(httpUrl('data:image/png;base64,AAAA', BASE)).toBeNull();
    expect(httpUrl('//cdn.example/a.png', BASE)).toBe('https://cdn.example/a.png');
  });
});
