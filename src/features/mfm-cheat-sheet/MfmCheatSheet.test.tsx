import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { MFM_EXAMPLES } from './mfm-examples';
import { MfmCheatSheetPage } from './MfmCheatSheetPage';
import { PreviewPage } from './PreviewPage';

describe('MFM cheat sheet and preview', () => {
  it('renders every example and re-renders an edited one', async () => {
    serveFixtures({});
    const { container } = renderPage(() => <MfmCheatSheetPage />);
    await screen.findAllByRole('textbox');
    expect(container.querySelectorAll('[data-mfm-example]')).toHaveLength(MFM_EXAMPLES.length);
    const bold = container.querySelector('[data-mfm-example="bold"]')!;
    fireEvent.change(bold.querySelector('textarea')!, { target: { value: '**changed**' } });
    expect(bold.querySelector('b, strong')?.textContent).toBe('changed');
  });
  it('/preview renders what is typed and opens the cheat sheet dialog', async () => {
    serveFixtures({});
    const { container } = renderPage(() => <PreviewPage />);
    fireEvent.change(await screen.findByRole('textbox'), { target: { value: '<center>hi</center>' } });
    expect(container.textContent).toContain('hi');
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
