import { describe, expect, it } from 'vitest';
import { loadedAssetUrls } from './cache-assets';

const entry = (name: string, extra: Record<string, number>) => ({ name, entryType: 'resource', decodedBodySize: 0, ...extra }) as unknown as PerformanceEntry;

describe('loaded build files', () => {
  it('keeps same-origin /assets/ files that loaded, once each', () => {
    const urls = loadedAssetUrls(
      [
        entry('https://app.example/assets/index-1.js', { responseStatus: 200 }),
        entry('https://app.example/assets/index-1.js', { responseStatus: 200 }),
        entry('https://app.example/assets/failed-2.js', { responseStatus: 0, decodedBodySize: 0 }),
        entry('https://app.example/assets/old-browser-3.css', { decodedBodySize: 120 }),
        entry('https://app.example/api/i', { responseStatus: 200 }),
        entry('https://cdn.example/assets/x.js', { responseStatus: 200 }),
      ],
      'https://app.example',
    );
    expect(urls).toEqual(['https://app.example/assets/index-1.js', 'https://app.example/assets/old-browser-3.css']);
  });
});
