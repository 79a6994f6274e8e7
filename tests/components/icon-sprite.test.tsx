import { render } from '@testing-library/react';
import { Icon } from '../../src/components/icons/Icon';
import { IconSprite } from '../../src/components/icons/IconSprite';
import * as contentIcons from '../../src/components/icons/content-icons';
import * as frameIcons from '../../src/components/icons/frame-icons';
import type { SpriteIcon } from '../../src/components/icons/sprite-icon';
import { SPRITE_ICON_PATHS } from '../../src/components/icons/sprite-icon-paths';

describe('the icon sprite', () => {
  it('has a symbol with path data for every icon the frame and the content components draw', () => {
    const { container } = render(<IconSprite />);
    const icons = [...Object.values(frameIcons), ...Object.values(contentIcons)].filter(
      (value): value is SpriteIcon => typeof value === 'object' && value !== null && 'sprite' in value,
    );
    // No icon without path data, and no path data no icon uses.
    expect(new Set(icons.map((icon) => icon.sprite))).toEqual(new Set(Object.keys(SPRITE_ICON_PATHS)));
    for (const icon of icons) {
      const symbol = container.querySelector(`[id="icon-${icon.sprite}"]`);
      expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
      expect(symbol?.querySelector('path')?.getAttribute('d')).toBe(SPRITE_ICON_PATHS[icon.sprite]);
    }
  });

  it('draws a sprite icon with <use>, and any other icon from its own path data', () => {
    const { container } = render(
      <>
        <Icon path={frameIcons.menuIcon} />
        <Icon path="M0 0h24v24H0z" />
      </>,
    );
    const [sprite, own] = [...container.querySelectorAll('svg')];
    expect(sprite?.querySelector('use')?.getAttribute('href')).toBe('#icon-menu');
    expect(sprite?.querySelector('path')).toBeNull();
    expect(own?.querySelector('path')?.getAttribute('d')).toBe('M0 0h24v24H0z');
    expect(own?.getAttribute('aria-hidden')).toBe('true');
  });
});
