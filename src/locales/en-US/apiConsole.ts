import type { Messages } from '@/core/i18n/types';

/** Messages of the "apiConsole" area (en-US). */
export const apiConsole: Messages['apiConsole'] = {
  title: 'API console',
  endpoint: 'Endpoint',
  unknownEndpoint: 'This server does not list this endpoint.',
  paramsOf: 'Parameters: {list}',
  params: 'Parameters (JSON object)',
  notAnObject: 'The parameters must be a JSON object.',
  withCredential: 'Send with my credential',
  send: 'Send',
  status: 'HTTP {status} in {ms} ms',
  networkError: 'The request did not reach the server.',
  emptyBody: '(no content)',
};
