import { caretOffsetOf } from '../../src/components/demo/editable/caret-offset';

/** A highlighted block as the page shows it, at (100, 40) in the viewport. */
function codeBlock(): HTMLPreElement {
  const pre = document.createElement('pre');
  pre.innerHTML = '<code><span>const</span> count = 3;</code>';
  pre.getBoundingClientRect = () => new DOMRect(100, 40, 300, 20);
  document.body.append(pre);
  return pre;
}

/** jsdom places no caret from a point: the browser's answer is given here. */
function caretAnswers(node: () => Node, offset: number) {
  const caretRangeFromPoint = jest.fn((_x: number, _y: number) => {
    const range = document.createRange();
    range.setStart(node(), offset);
    return range;
  });
  Object.defineProperty(document, 'caretRangeFromPoint', { value: caretRangeFromPoint, configurable: true });
  return caretRangeFromPoint;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'caretRangeFromPoint');
  document.body.replaceChildren();
});

describe('where the editor puts its caret', () => {
  it('keeps an offset, and no caret at all', () => {
    expect(caretOffsetOf(7)).toBe(7);
    expect(caretOffsetOf(null)).toBeNull();
  });

  it('reads a pressed point where the block is now, and counts the code before it', () => {
    const pre = codeBlock();
    const text = () => pre.querySelector('code')?.lastChild ?? pre;
    const caretRangeFromPoint = caretAnswers(text, 3);
    expect(caretOffsetOf({ element: pre, x: 30, y: 12 })).toBe('const co'.length);
    expect(caretRangeFromPoint).toHaveBeenCalledWith(130, 52);
  });

  it('puts the caret at the start when the point is outside the block', () => {
    const pre = codeBlock();
    caretAnswers(() => document.body, 0);
    expect(caretOffsetOf({ element: pre, x: 500, y: 500 })).toBe(0);
  });
});
