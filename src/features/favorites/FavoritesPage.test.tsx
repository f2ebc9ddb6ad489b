import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { FavoritesPage } from './FavoritesPage';

describe('FavoritesPage on i-favorites.json', () => {
  it('renders the favorited notes and removes one (rolled back when the server fails)', async () => {
    const favs = fixture<Array<{ note: { id: string } }>>('i-favorites.json');
    let fail = true;
    const spy = serveFixtures({
      'i/favorites': 'i-favorites.json',
      'notes/favorites/delete': () => {
        if (fail) throw new Error('down');
        return undefined;
      },
    });
    const { container } = renderPage(() => <FavoritesPage />);
    await screen.findByRole('feed');
    expect(container.querySelectorAll(`article[data-note-id="${favs[0]!.note.id}"]`)).toHaveLength(1);
    const remove = () => fireEvent.click(container.querySelector('[data-page="favorites"] [role="feed"] > div > button')!);
    remove();
    await waitFor(() => expect(spy).toHaveBeenCalledWith('notes/favorites/delete', { noteId: favs[0]!.note.id }, { reconcilesUnknown: true }));
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(1));
    fail = false;
    remove();
    await waitFor(() => expect(container.querySelectorAll('article')).toHaveLength(0));
  });
});
