import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The structure check (issue #53): one home for each shared thing. Each rule reads the source tree
 * as text, so a file that breaks a rule is named in the failure.
 */
const ROOT = join(__dirname, '..');

function filesUnder(dir: string, test: (path: string) => boolean): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const path = join(d, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (test(path)) out.push(path);
    }
  };
  walk(join(ROOT, dir));
  return out.map((p) => relative(ROOT, p).split('\\').join('/')).sort();
}

const source = (p: string) => /\.tsx?$/.test(p) && !p.endsWith('.gen.ts');
const read = (p: string) => readFileSync(join(ROOT, p), 'utf8');
const app = [...filesUnder('src', source), ...filesUnder('routes', source)];

/** The files whose text matches, with the number of matches in each. */
function where(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((f) => {
    const n = read(f).match(new RegExp(pattern.source, 'g'))?.length ?? 0;
    return n > 0 ? [`${f} (${n})`] : [];
  });
}

describe('the structure', () => {
  it('defines acctOf once', () => {
    expect(where(app, /(?:function\s+acctOf\b|\bacctOf\s*=\s*(?:\(|function))/)).toEqual(['src/core/entities/display-acct.ts (1)']);
  });

  it('checks that a URL is http(s) in one place, safeHttpUrl', () => {
    expect(where(app, /function\s+safeHttpUrl\b|\bsafeHttpUrl\s*=\s*\(/)).toEqual(['src/core/entities/http-url.ts (1)']);
    // The ways of writing the check itself: comparing a parsed URL's protocol, or testing the text's start.
    const written = /\.protocol\s*[!=]==?\s*['"]http:['"]|\.test\(\w+\.protocol\)|\/\^https\?:\\\/\\\/\/i?\.test\(/;
    expect(where(app.filter((f) => !/\.test\.tsx?$/.test(f)), written)).toEqual(['src/core/entities/http-url.ts (1)']);
  });

  it("has no code importing the explore feature's internals", () => {
    const outside = app.filter((f) => f.startsWith('src/') && !f.startsWith('src/features/explore/'));
    expect(where(outside, /['"]@\/features\/explore\/|['"](?:\.\.\/)+explore\//)).toEqual([]);
  });

  it('has features use each other only through their public entries (index, pure, lazy)', () => {
    // ARCHITECTURE.md: a feature never imports another feature's internals. Beside its index, a feature may
    // offer `pure.ts` (rules and values, no React) and `lazy.ts` (loaders of its parts) for callers that must stay small.
    const code = filesUnder('src/features', (p) => /\.tsx?$/.test(p) && !/\.test\.tsx?$|test-util/.test(p));
    const reaches = code.flatMap((f) => {
      const own = f.split('/')[2];
      return [...read(f).matchAll(/(?:from\s*|import\(\s*)['"]([^'"]+)['"]/g)].flatMap(([, spec]) => {
        const target = spec!.startsWith('@/features/') ? `src/features/${spec!.slice('@/features/'.length)}` : spec!.startsWith('.') ? posix.join(posix.dirname(f), spec!) : '';
        const [, feature, rest] = /^src\/features\/([\w-]+)(?:\/(.*))?$/.exec(target) ?? [];
        if (!feature || feature === own || !rest || /^(index|pure|lazy)$/.test(rest)) return [];
        return [`${f} -> ${feature}/${rest}`];
      });
    });
    expect(reaches).toEqual([]);
  });

  it('has no API request in a component file under src/features', () => {
    const components = filesUnder('src/features', (p) => p.endsWith('.tsx') && !/\.test\.tsx$|test-util/.test(p));
    expect(where(components, /\brequest(?:<[^>]*>)?\(/)).toEqual([]);
  });

  it('lets route loaders ask only through the features\' options builders, and changes the cache only through key factories', () => {
    expect(where(filesUnder('routes', source), /\bqueryKey\s*:|\bqueryFn\s*:/)).toEqual([]);
    // An invalidation or a write names its keys through the owner's factory, never as a literal.
    const code = app.filter((f) => !/\.test\.tsx?$|test-util/.test(f));
    expect(where(code, /(?:Queries|Query|QueryData|QueriesData)\(\s*(?:\{\s*queryKey:\s*)?queryKey\(/)).toEqual([]);
  });

  it('guards the administrator-only admin pages in one place', () => {
    const admin = filesUnder('routes/admin', source);
    expect(where(admin, /\bisAdmin\b/)).toEqual(['routes/admin/_admin-only.tsx (1)']);
  });

  it('explains the early boot', () => {
    expect(existsSync(join(ROOT, 'src/app/early/README.md'))).toBe(true);
  });

  it('keeps core and the UI kit free of features', () => {
    // (Tests may render a feature: the payload tests in core/entities draw notes with the note feature.)
    const lower = app.filter((f) => (f.startsWith('src/core/') || f.startsWith('src/ui/')) && !/\.test\.tsx?$/.test(f));
    expect(where(lower, /['"]@\/features\//)).toEqual([]);
  });
});
