import sanitizeHtml from 'sanitize-html';

/**
 * Coach bios are HTML written by operators (or pasted from elsewhere) and shown inside the app. Only text
 * formatting and plain links survive: no script or style, no event-handler attributes, no javascript:,
 * data: or vbscript: URLs, no frames or SVG. Run when a bio is stored and again when it is served, so a
 * row written by hand or by an older version is never sent as it is.
 */
const bioOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'blockquote'],
  // target and rel are always the transform's own values below, never the author's.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Links open outside the app and never hand it a window.opener.
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
  allowedSchemesByTag: {},
  enforceHtmlBoundary: true,
};

export function sanitizeBio(html: string): string {
  return sanitizeHtml(html, bioOptions).trim();
}
