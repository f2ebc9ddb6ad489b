import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { AntennaEditorPage } from './AntennaEditorPage';
import { AntennasPage } from './AntennasPage';

describe('antennas on recorded payloads', () => {
  it('lists antennas-list.json', async () => {
    serveFixtures({ 'antennas/list': 'antennas-list.json' });
    const [antenna] = fixture<Array<{ name: string }>>('antennas-list.json');
    renderPage(() => <AntennasPage />);
    expect(await screen.findByText(antenna!.name)).toBeTruthy();
  });
  it('edits the recorded antenna and saves every field back, unknown ones included', async () => {
    const [antenna] = fixture<Array<Record<string, unknown> & { id: string; name: string }>>('antennas-list.json');
    const spy = serveFixtures({ 'antennas/show': () => antenna, 'users/lists/list': 'users-lists-list.json', 'antennas/update': () => antenna });
    const { container, router } = renderPage(() => <AntennaEditorPage antennaId={antenna!.id} />);
    const name = await screen.findByDisplayValue(antenna!.name);
    expect(screen.getByDisplayValue('fixture')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Renamed antenna' } });
    fireEvent.submit(container.querySelector('form')!);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('antennas/update', expect.objectContaining({ antennaId: antenna!.id, name: 'Renamed antenna', keywords: [['fixture']], excludeKeywords: [['spam']], isActive: true })));
    // The save ends by opening the antenna's timeline: wait for it (the test must not end with the save still running).
    await waitFor(() => expect(router.state.location.pathname).toBe(`/timeline/antenna/${antenna!.id}`));
    await waitFor(() => expect(router.state.status).toBe('idle'));
  });
});
