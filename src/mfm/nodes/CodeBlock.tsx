import { useEffect, useState } from 'react';
import { highlighterSlot, type HighlightToken } from '../plugins';
import styles from '../MfmText.module.css';

const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Longer code is never highlighted (keeps big pastes cheap). */
const MAX_HIGHLIGHT_CHARS = 20_000;

function Tokens({ lines }: { lines: HighlightToken[][] }) {
  return lines.map((line, i) => (
    <span key={i}>
      {i > 0 && '\n'}
      {line.map((token, j) => (
        <span key={j} style={token.color && HEX_COLOR.test(token.color) ? { color: token.color } : undefined}>
          {String(token.content)}
        </span>
      ))}
    </span>
  ));
}

/** A fenced code block with its language label; highlighted lazily when a highlighter is registered. */
export function CodeBlock({ code, lang }: { code: string; lang: string | null }) {
  const [lines, setLines] = useState<{ code: string; lines: HighlightToken[][] } | null>(null);
  useEffect(() => {
    if (!lang || code.length > MAX_HIGHLIGHT_CHARS || !highlighterSlot.available()) return;
    let live = true;
    void highlighterSlot.load().then((highlight) => {
      if (!live || !highlight) return;
      try {
        const result = highlight(code, lang);
        if (result) setLines({ code, lines: result });
      } catch (error) {
        console.warn('[mfm] highlighting failed', error);
      }
    });
    return () => {
      live = false;
    };
  }, [code, lang]);
  return (
    <div className={styles.codeBlock}>
      {lang && <span className={styles.codeLang}>{lang}</span>}
      <pre className={styles.pre}>
        <code data-lang={lang ?? undefined}>{lines && lines.code === code ? <Tokens lines={lines.lines} /> : code}</code>
      </pre>
    </div>
  );
}
