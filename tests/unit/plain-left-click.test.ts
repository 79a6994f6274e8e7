import { isPlainLeftClick } from '../../src/lib/plain-left-click';

const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainLeftClick', () => {
  it('takes a plain left click', () => {
    expect(isPlainLeftClick(click)).toBe(true);
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['⌘-click', { metaKey: true }],
    ['Ctrl-click', { ctrlKey: true }],
    ['Shift-click', { shiftKey: true }],
    ['Alt-click', { altKey: true }],
  ])('leaves %s to the browser', (_name, change) => {
    expect(isPlainLeftClick({ ...click, ...change })).toBe(false);
  });
});
