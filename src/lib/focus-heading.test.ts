import { describe, expect, it } from 'vitest';
import { focusPageHeading } from './focus-heading';

describe('focusPageHeading', () => {
  it("focuses the page's h1, focusable by script only", () => {
    document.body.innerHTML = '<a href="#/x">Link</a><h1>Rooms</h1>';
    focusPageHeading();
    const h1 = document.querySelector('h1')!;
    expect(document.activeElement).toBe(h1);
    expect(h1.getAttribute('tabindex')).toBe('-1');
  });

  it('does nothing on a page without a heading', () => {
    document.body.innerHTML = '<button>Stay</button>';
    const button = document.querySelector('button')!;
    button.focus();
    focusPageHeading();
    expect(document.activeElement).toBe(button);
  });
});
