import { describe, expect, it } from 'vitest';
import { sanitizeBio } from './sanitize-bio';

describe('sanitizeBio', () => {
  it('keeps text formatting and safe links, opened in a new tab without the opener', () => {
    const html = sanitizeBio('<p>Hello <strong>there</strong></p><ul><li>One</li></ul><a href="https://example.org/x" title="More">More</a>');
    expect(html).toBe(
      '<p>Hello <strong>there</strong></p><ul><li>One</li></ul><a href="https://example.org/x" target="_blank" rel="noopener noreferrer nofollow" title="More">More</a>',
    );
  });

  it.each([
    ['<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<img src="x" onerror="alert(1)">Text', 'Text'],
    ['<p onclick="alert(1)" style="color:red" class="x">Tap</p>', '<p>Tap</p>'],
    ['<a href="javascript:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href=" JaVa&#x09;ScRiPt:alert(1)">Link</a>', '<a>Link</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">Link</a>', '<a>Link</a>'],
    ['<iframe src="https://evil.example"></iframe><p>After</p>', '<p>After</p>'],
    ['<svg><script>alert(1)</script><circle onload="alert(1)"/></svg>ok', 'ok'],
    ['<div><span>Wrapped</span> text</div>', 'Wrapped text'],
    ['<style>p{}</style><!-- note --><p>x</p>', '<p>x</p>'],
    ['<form action="https://evil"><button formaction="javascript:alert(1)">Go</button></form>', 'Go'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeBio(input)).toBe(output);
  });

  it('returns an empty string for nothing', () => {
    expect(sanitizeBio(null)).toBe('');
    expect(sanitizeBio('   ')).toBe('');
  });
});
