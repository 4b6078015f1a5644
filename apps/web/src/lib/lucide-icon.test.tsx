import { createLucideIcon } from 'lucide-react';
import { createElement, createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import createLeanIcon from './lucide-icon';

// An icon of our own drawing, given to lucide-react's factory (the unit tests run lucide-react as published) and to ours.
const NODE: [string, Record<string, string>][] = [
  ['path', { d: 'M4 12h16', key: 'bar' }],
  ['circle', { cx: '12', cy: '12', r: '5', key: 'ring' }],
];
const Lucide = createLucideIcon('test-ring', NODE);
const Lean = createLeanIcon('test-ring', NODE);

describe('the lean lucide icon', () => {
  it.each([
    ['no props', {}],
    ['a class', { className: 'h-4 w-4 text-slate-500' }],
    ['a size and stroke width', { size: 16, strokeWidth: 1.5 }],
    ['a colour and a fill', { color: '#f59e0b', fill: 'currentColor' }],
    ['an absolute stroke width', { size: 48, absoluteStrokeWidth: true }],
    ['an accessible name', { 'aria-label': 'Close', role: 'img' }],
    ['other attributes', { 'data-state': 'on', id: 'star', style: { opacity: 0.5 } }],
  ])('draws the same svg as lucide-react with %s', (_, props) => {
    const lean = renderToStaticMarkup(createElement(Lean, props));
    expect(lean).toBe(renderToStaticMarkup(createElement(Lucide, props)));
    expect(lean).toContain('<path d="M4 12h16"></path>');
  });

  it('is hidden from screen readers unless it is named, and keeps what it is given inside', () => {
    expect(renderToStaticMarkup(createElement(Lean))).toContain('aria-hidden="true"');
    const titled = createElement(Lean, null, createElement('title', { key: 'title' }, 'Verified'));
    expect(renderToStaticMarkup(titled)).toBe(
      renderToStaticMarkup(createElement(Lucide, null, createElement('title', { key: 'title' }, 'Verified'))),
    );
    expect(renderToStaticMarkup(titled)).not.toContain('aria-hidden');
    expect(renderToStaticMarkup(titled)).toContain('<title>Verified</title>');
  });

  it('gives its ref the svg element and its name to the component', async () => {
    const { render } = await import('@testing-library/react');
    const ref = createRef<SVGSVGElement>();
    render(createElement(Lean, { ref }));
    expect(ref.current?.tagName).toBe('svg');
    expect(ref.current?.getAttribute('class')).toBe('lucide lucide-test-ring');
    expect(Lean.displayName).toBe('TestRing');
  });
});
