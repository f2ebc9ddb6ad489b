import { act, render, renderHook, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE } from './languages';
import { setLanguage } from './store';

// The language is module state, which test files share when they are not isolated.
afterAll(() => setLanguage(DEFAULT_LANGUAGE));
import { useI18n } from './use-i18n';

function Title() {
  const { t, lang } = useI18n();
  return <h1 lang={lang}>{t('welcome.title', { name: 'Example' })}</h1>;
}

describe('useI18n', () => {
  it('re-renders when the language changes', async () => {
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('Exampleへようこそ');
    await act(() => setLanguage('en-US'));
    expect(screen.getByRole('heading').textContent).toBe('Welcome to Example');
    expect(screen.getByRole('heading').getAttribute('lang')).toBe('en-US');
  });

  it('gives a new t when the language changes, and a stable one otherwise', async () => {
    await act(() => setLanguage('ja-JP'));
    const { result, rerender } = renderHook(() => useI18n());
    const first = result.current.t;
    rerender();
    expect(result.current.t).toBe(first);
    await act(() => setLanguage('fr-FR'));
    expect(result.current.t).not.toBe(first);
    expect(result.current.t('common.cancel')).toBe('Annuler');
    expect(result.current.tDynamic('nav.settings')).toBe('Paramètres');
  });
});
