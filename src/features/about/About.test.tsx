import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixture, renderPage, serveFixtures } from '@/app/fixture-session.test-util';
import { AboutPage } from './AboutPage';
import { ClientAboutPage } from './ClientAboutPage';

const answers = { meta: 'meta-detail.json', stats: 'stats.json', emojis: 'emojis.json', 'federation/instances': 'federation-instances.json' };

describe('about on recorded payloads', () => {
  it('overview: meta-detail.json and stats.json', async () => {
    serveFixtures(answers);
    const meta = fixture<{ name: string; description: string }>('meta-detail.json');
    const stats = fixture<{ originalNotesCount: number }>('stats.json');
    renderPage(() => <AboutPage hash="" />);
    expect(await screen.findByRole('heading', { name: meta.name })).toBeTruthy();
    expect(screen.getByText(meta.description)).toBeTruthy();
    expect(await screen.findByText(String(stats.originalNotesCount))).toBeTruthy();
  });
  it('emojis: emojis.json grouped by category', async () => {
    serveFixtures(answers);
    const { emojis } = fixture<{ emojis: Array<{ name: string; category: string | null }> }>('emojis.json');
    renderPage(() => <AboutPage hash="#emojis" />);
    expect(await screen.findByText(`:${emojis[0]!.name}:`)).toBeTruthy();
    if (emojis[0]!.category) expect(screen.getByRole('heading', { name: emojis[0]!.category })).toBeTruthy();
  });
  it('federation: the empty federation-instances.json says so', async () => {
    serveFixtures(answers);
    const { container } = renderPage(() => <AboutPage hash="#federation" />);
    await screen.findByText(/No known servers|連合しているサーバーはありません/);
    expect(container.querySelectorAll('li')).toHaveLength(0);
  });
  it('charts: a server without charts/notes is told plainly', async () => {
    const endpoints = fixture<string[]>('endpoints.json').filter((e) => e !== 'charts/notes');
    serveFixtures({ ...answers, endpoints: () => endpoints }, { origin: 'http://no-charts.test' });
    const { container } = renderPage(() => <AboutPage hash="#charts" />);
    await screen.findByText(/does not offer charts|チャートを提供していません/);
    expect(container.querySelector('[data-unsupported]')).not.toBeNull();
  });
  it('charts: notes per day as bars', async () => {
    const inc = Array.from({ length: 30 }, (_, i) => (i === 0 ? 5 : 1));
    serveFixtures({ ...answers, endpoints: 'endpoints.json', 'charts/notes': () => ({ local: { inc }, remote: { inc: inc.map(() => 0) } }) }, { origin: 'http://charts.test' });
    const { container } = renderPage(() => <AboutPage hash="#charts" />);
    expect(await screen.findByRole('img', { name: /34/ })).toBeTruthy();
    expect(container.querySelectorAll('rect')).toHaveLength(60);
  });
  it('client about page names this client', () => {
    serveFixtures({});
    renderPage(() => <ClientAboutPage />);
    return screen.findByRole('heading', { name: 'misskey-web-client' });
  });
});
