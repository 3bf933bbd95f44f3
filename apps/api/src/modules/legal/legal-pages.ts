import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

/**
 * The register page links to /terms and /privacy, which the web app serves. An operator with pages of
 * their own sets TERMS_URL or PRIVACY_URL, and the same links then redirect there.
 */
export function registerLegalPageRedirects(app: FastifyInstance, config: Pick<Config, 'termsUrl' | 'privacyUrl'>): void {
  const redirects: [path: string, url: string | undefined][] = [
    ['/terms', config.termsUrl],
    ['/privacy', config.privacyUrl],
  ];
  for (const [path, url] of redirects) {
    if (url) app.get(path, { schema: { hide: true } }, (_request, reply) => reply.redirect(url, 302));
  }
}
