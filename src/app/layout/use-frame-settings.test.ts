import { describe, expect, it } from 'vitest';
import { wallpaperCss } from './use-frame-settings';

describe('wallpaper', () => {
  it('is an http(s) image address, written so it cannot leave the CSS string', () => {
    expect(wallpaperCss('https://img.example/a b.png')).toBe('url("https://img.example/a%20b.png")');
    expect(wallpaperCss('https://img.example/x.png?")}body{color:red')).toBe('url("https://img.example/x.png?%22)}body{color:red")');
    expect(wallpaperCss('')).toBeNull();
    expect(wallpaperCss('javascript:alert(1)')).toBeNull();
    expect(wallpaperCss('data:image/png;base64,AAAA')).toBeNull();
  });
});
