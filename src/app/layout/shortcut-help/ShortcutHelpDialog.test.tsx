import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@/core/i18n';
import { NOTE_KEYS } from '@/features/note';
import { GLOBAL_KEYS } from '../hotkey-action';
import { ShortcutHelpDialog } from './ShortcutHelpDialog';

describe('ShortcutHelpDialog', () => {
  it('lists every global key and every note key with what it does', () => {
    const onClose = vi.fn();
    render(<ShortcutHelpDialog onClose={onClose} />);
    const actions = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(actions).toEqual([...GLOBAL_KEYS, ...NOTE_KEYS].map((e) => t(`keyboard.actions.${e.action}`)));
    const keys = screen.getAllByRole('term').map((term) => [...term.querySelectorAll('kbd')].map((k) => k.textContent));
    expect(keys[0]).toEqual(['p', 'n']);
    expect(keys).toContainEqual(['j', t('keyboard.keys.ArrowDown')]);
    screen.getByRole('button', { name: t('common.close') }).click();
    expect(onClose).toHaveBeenCalledOnce();
  });
});
