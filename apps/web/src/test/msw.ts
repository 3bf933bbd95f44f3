import { setupServer } from 'msw/node';

/**
 * The network for component tests: handlers answer in the contract's shapes. Tests add theirs with
 * `server.use(http.get('/api/...', () => HttpResponse.json(...)))`; an unhandled request fails the test.
 */
export const server = setupServer();
