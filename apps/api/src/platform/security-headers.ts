import type { FastifyInstance } from 'fastify';

/** Origins a page of the web app may show in a frame; read on every page request, so `current()` must be cheap. */
export interface FrameSources {
  /** The same array until the list changes. */
  current(): readonly string[];
}

/** What a page of the web app (and the API docs and dev mailbox pages) may load and do. */
function documentContentSecurityPolicy(frameOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    // Only the schools' resource pages and the provider's blog are shown in frames.
    `frame-src ${frameOrigins.length > 0 ? frameOrigins.join(' ') : "'none'"}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * A JSON answer is never a page: it may load nothing and be framed nowhere (OWASP REST Security). The
 * document-only headers (opener, permissions, prefetch policies) mean nothing on it and are left off.
 */
const apiHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

const documentHeaders: Record<string, string> = {
  ...apiHeaders,
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-permitted-cross-domain-policies': 'none',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

const isJsonApi = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * The security headers of every response, computed once: the strict API set on `/api` answers, the
 * document set on everything else. (@fastify/helmet recomputed them per request and cost more than half
 * of the health endpoint's throughput; see docs/decisions/0006.) The document set is rebuilt only when
 * the frame origins change.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean; frameSources: FrameSources }): void {
  const transportSecurity: Record<string, string> = options.isProduction ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {};
  const forApi = { ...apiHeaders, ...transportSecurity };
  let framed: readonly string[] | undefined;
  let forDocuments: Record<string, string> = {};
  const documentHeadersNow = () => {
    const origins = options.frameSources.current();
    if (origins !== framed) {
      framed = origins;
      forDocuments = { ...documentHeaders, 'content-security-policy': documentContentSecurityPolicy(origins), ...transportSecurity };
    }
    return forDocuments;
  };
  app.addHook('onRequest', (request, reply, done) => {
    void reply.headers(isJsonApi(request.url) ? forApi : documentHeadersNow());
    done();
  });
}
