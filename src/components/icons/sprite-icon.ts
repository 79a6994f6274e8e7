import type { SPRITE_ICON_PATHS } from './sprite-icon-paths';

/** An icon of the page's sprite (see IconSprite), by name. */
export type SpriteIconName = keyof typeof SPRITE_ICON_PATHS;

export interface SpriteIcon {
  readonly sprite: SpriteIconName;
}

export const spriteIcon = (sprite: SpriteIconName): SpriteIcon => ({ sprite });

/** The id of an icon's `<symbol>` in the sprite, and the fragment `<use>` points at. */
export const spriteSymbolId = (name: SpriteIconName): string => `icon-${name}`;
