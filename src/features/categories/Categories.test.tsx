import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { querySettled } from '@/core/query/query-settled.test-util';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { CategoriesPage } from './CategoriesPage';
import { CategoryEditorPage } from './CategoryEditorPage';

describe('categories', () => {
  it('a Misskey 13 server (recorded endpoints.json has no categories) is told plainly', async () => {
    serveFixtures({ endpoints: 'endpoints.json', meta: 'meta-detail.json' }, { origin: 'http://mk13.test' });
    const { container, qc } = renderPage(() => <CategoriesPage />);
    await screen.findByText(/does not offer categories|カテゴリを提供していません/);
    // Once the recorded endpoints list is in (it is read after the meta), the answer stays.
    await querySettled(qc);
    expect(screen.getByText(/does not offer categories|カテゴリを提供していません/)).toBeTruthy();
    expect(container.querySelector('[data-unsupported]')).not.toBeNull();
  });
  it('creates a category from the recorded emojis', async () => {
    const { emojis } = fixture<{ emojis: Array<{ name: string }> }>('emojis.json');
    const spy = serveFixtures(
      { endpoints: () => [...fixture<string[]>('endpoints.json'), 'categories/show', 'categories/create'], emojis: 'emojis.json', 'categories/create': (p) => ({ id: 'c1', ...p }) },
      { origin: 'http://fork.test' },
    );
    const { container, router } = renderPage(() => <CategoryEditorPage />);
    const [name] = await screen.findAllByRole('textbox');
    fireEvent.change(name!, { target: { value: 'Mine' } });
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`:${emojis[0]!.name}:`) }));
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('categories/create', { name: 'Mine', description: null, contents: [emojis[0]!.name] }));
    // The save ends by opening the new category: wait for it (the test must not end with the save still running).
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/categories\/c1$/));
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });
});
