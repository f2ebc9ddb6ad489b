/**
 * The costliest note texts a hostile user can post (issue #52, item 4), for the tests and the
 * `worst` benchmark; the app itself never imports this.
 */

function fill(unit: string, length: number): string {
  return unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
}

/** ~100 KB note texts of each worst kind, and an ordinary note to compare with. */
export function worstTexts(seed = 0): Record<WorstKind, string> {
  return {
    ordinary: `Ordinary ${seed}: $[x2 🎉 **Big** news!] lunch was <small>really</small> good :smile: $[spin ⭐] @bob #food https://example.com/${seed}`,
    plain100k: `Plain ${seed} ` + fill('The quick brown fox jumps over the lazy dog. ', 100_000),
    mfm100k: `MFM ${seed} ` + fill('**bold** $[x2 big $[spin s]] :blobcat: @bob #tag https://a.example/x ~~s~~ <small>t</small>\n', 100_000),
    deepNesting: `Deep ${seed} ` + '$[x2 **<i>'.repeat(3_000) + 'core' + '</i>**]'.repeat(3_000),
    shortcodes5k: `Emoji ${seed} ` + Array.from({ length: 5_000 }, (_, i) => `:unknown_${seed}_${i}:`).join(''),
    mentionsLinks: `Links ${seed} ` + Array.from({ length: 3_000 }, (_, i) => `@user${i}@host${i % 50}.example https://l${i}.example/p #t${i}`).join(' '),
  };
}

export const WORST_KINDS = ['plain100k', 'mfm100k', 'deepNesting', 'shortcodes5k', 'mentionsLinks'] as const;
export type WorstKind = 'ordinary' | (typeof WORST_KINDS)[number];
