import DOMPurify from 'dompurify';

/**
 * The editors' HTML made safe to render: no scripts, styles, frames, forms or event handlers, no javascript:
 * links; links open in a new tab without giving it access to the app.
 */
export function sanitizeHtml(html: string): string {
  const purify = DOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}
