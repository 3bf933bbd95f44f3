/**
 * A coach bio is HTML. The server sanitises it when it is stored and again when it is served; this is
 * the last pass before it reaches the page, so a bio that somehow still carries a script, an event
 * handler or a javascript: link renders nothing executable. An allow-list: every element not listed is
 * dropped (with its content for script-like elements, keeping the text for the rest), every attribute
 * except a link's http(s)/mailto href and title is dropped, and links always open in a new tab without
 * handing over window.opener.
 */

const ALLOWED_TAGS = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'UL', 'OL', 'LI', 'A', 'H3', 'H4', 'BLOCKQUOTE']);
/** Elements whose content is code or markup, not text: removed with everything inside. */
const DROPPED_WITH_CONTENT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'IFRAME', 'OBJECT', 'EMBED', 'NOSCRIPT', 'SVG', 'MATH', 'TEXTAREA', 'SELECT', 'TITLE', 'HEAD']);
const SAFE_URL = /^(https?:|mailto:)/i;

function cleanChildren(parent: Node): void {
  for (const child of [...parent.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) continue;
    if (child.nodeType !== Node.ELEMENT_NODE) {
      child.remove();
      continue;
    }
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (DROPPED_WITH_CONTENT.has(tag)) {
      element.remove();
      continue;
    }
    cleanChildren(element);
    if (!ALLOWED_TAGS.has(tag)) {
      // Unknown wrapper (div, span, font...): keep its cleaned text and allowed children.
      element.replaceWith(...element.childNodes);
      continue;
    }
    const href = tag === 'A' ? element.getAttribute('href')?.trim() : undefined;
    const title = tag === 'A' ? element.getAttribute('title') : null;
    for (const attribute of [...element.attributes]) element.removeAttribute(attribute.name);
    if (tag === 'A') {
      // Control characters and whitespace inside a scheme ("java\tscript:") are ignored by browsers.
      const normalized = [...(href ?? '')].filter((c) => c.charCodeAt(0) > 0x20).join('');
      if (href && SAFE_URL.test(normalized)) {
        element.setAttribute('href', href);
        element.setAttribute('target', '_blank');
        element.setAttribute('rel', 'noopener noreferrer nofollow');
      }
      if (title) element.setAttribute('title', title);
    }
  }
}

/** The bio's HTML with only text formatting and safe links left. Empty for an empty or unusable bio. */
export function sanitizeBio(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  cleanChildren(doc.body);
  return doc.body.innerHTML.trim();
}
