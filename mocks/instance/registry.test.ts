import { describe, expect, it } from 'vitest';
import type { MockEvent } from '../instance';
import { call, testInstance, userNamed } from '../test-utils/setup';

describe('registry', () => {
  it('round-trips values per user and per scope', async () => {
    const instance = testInstance();
    const scope = ['client', 'base'];
    expect(await call(instance, 'i/registry/get-all', { scope }, 'alice')).toEqual({ status: 200, body: {} });
    expect(await call(instance, 'i/registry/set', { scope, key: 'darkMode', value: true }, 'alice')).toEqual({ status: 204, body: undefined });
    await call(instance, 'i/registry/set', { scope, key: 'reactions', value: ['👍', ':blobcat:'] }, 'alice');
    await call(instance, 'i/registry/set', { scope: ['client', 'preferences', 'profiles'], key: 'p1', value: { name: 'home' } }, 'alice');
    await call(instance, 'i/registry/set', { scope, key: 'darkMode', value: false }, 'bob');

    expect((await call(instance, 'i/registry/get-all', { scope }, 'alice')).body).toEqual({ darkMode: true, reactions: ['👍', ':blobcat:'] });
    expect((await call(instance, 'i/registry/get-all', { scope: ['client', 'preferences', 'profiles'] }, 'alice')).body).toEqual({ p1: { name: 'home' } });
    expect((await call(instance, 'i/registry/get-all', { scope }, 'bob')).body).toEqual({ darkMode: false });
    expect((await call(instance, 'i/registry/get', { scope, key: 'reactions' }, 'alice')).body).toEqual(['👍', ':blobcat:']);
    expect((await call(instance, 'i/registry/keys', { scope }, 'alice')).body).toEqual(['darkMode', 'reactions']);

    await call(instance, 'i/registry/set', { scope, key: 'darkMode', value: 'auto' }, 'alice');
    expect((await call(instance, 'i/registry/get', { scope, key: 'darkMode' }, 'alice')).body).toBe('auto');
  });

  it('reports a missing key with NO_SUCH_KEY', async () => {
    const instance = testInstance();
    const r = await call(instance, 'i/registry/get', { scope: ['client'], key: 'nope' }, 'alice');
    expect(r).toEqual({ status: 400, body: { error: { message: 'No such key.', code: 'NO_SUCH_KEY', id: 'ac3ed68a-62f0-422b-a7bc-d5e09e8f6a6a', kind: 'client' } } });
    expect((await call(instance, 'i/registry/remove', { scope: ['client'], key: 'nope' }, 'alice')).status).toBe(400);
  });

  it('removes keys', async () => {
    const instance = testInstance();
    await call(instance, 'i/registry/set', { scope: ['a'], key: 'k', value: 1 }, 'carol');
    expect((await call(instance, 'i/registry/remove', { scope: ['a'], key: 'k' }, 'carol')).status).toBe(204);
    expect((await call(instance, 'i/registry/get-all', { scope: ['a'] }, 'carol')).body).toEqual({});
  });

  it('validates params', async () => {
    const instance = testInstance();
    const noValue = await call(instance, 'i/registry/set', { scope: ['client'], key: 'x' }, 'alice');
    expect(noValue.body).toMatchObject({ error: { code: 'INVALID_PARAM', info: { param: '#/required', reason: "must have required property 'value'" } } });
    const badScope = await call(instance, 'i/registry/get-all', { scope: ['no spaces'] }, 'alice');
    expect(badScope.status).toBe(400);
    expect((await call(instance, 'i/registry/get-all', { scope: ['client'] })).status).toBe(401);
  });

  it('announces registryUpdated on the main channel of that user', async () => {
    const instance = testInstance();
    const events: MockEvent[] = [];
    instance.events.on((e) => events.push(e));
    await call(instance, 'i/registry/set', { scope: ['client', 'base'], key: 'theme', value: { id: 'dark' } }, 'alice');
    expect(events).toContainEqual({
      kind: 'main',
      userId: userNamed(instance, 'alice').id,
      type: 'registryUpdated',
      body: { scope: ['client', 'base'], key: 'theme', value: { id: 'dark' } },
    });
  });
});
