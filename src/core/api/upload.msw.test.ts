// @vitest-environment jsdom
/** uploadDriveFile against the mock instance through MSW (a real XMLHttpRequest in jsdom). */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMswHandlers } from '../../../mocks/adapters/msw';
import { testInstance, tokenOf } from '../../../mocks/test-utils/setup';
import { uploadDriveFile, UploadError } from './upload';

const ORIGIN = 'http://mock.test';
const instance = testInstance();
const server = setupServer(...createMswHandlers(instance, ORIGIN));

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  instance.state.knobs.maxUploadBytes = 10 * 1024 * 1024;
});
afterAll(() => server.close());

const upload = (name: string, bytes = 8) =>
  uploadDriveFile({ origin: ORIGIN, token: tokenOf('carol'), file: new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name, folderId: null });

describe('uploadDriveFile with the mock instance', () => {
  it('uploads with the Bearer credential and answers the file', async () => {
    const file = await upload('hello.png');
    expect(file).toMatchObject({ name: 'hello.png', size: 8 });
  });

  it('maps the mock’s 413 and INAPPROPRIATE answers', async () => {
    instance.state.knobs.maxUploadBytes = 4;
    await expect(upload('big.png')).rejects.toMatchObject({ reason: 'tooLarge', status: 413 });
    instance.state.knobs.maxUploadBytes = 1024;
    const e = await upload('nsfw-reject.png').catch((err: unknown) => err);
    expect(e).toBeInstanceOf(UploadError);
    expect(e).toMatchObject({ reason: 'inappropriate', code: 'INAPPROPRIATE' });
  });
});
