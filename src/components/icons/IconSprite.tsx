import { SPRITE_ICON_PATHS } from './sprite-icon-paths';
import { spriteSymbolId, type SpriteIconName } from './sprite-icon';

const NAMES = Object.keys(SPRITE_ICON_PATHS) as SpriteIconName[];

/**
 * The page's icon sprite, written by the server at the start of every page's body (outside
 * React's root): one `<symbol>` per icon of the frame and the content components, drawn by
 * `Icon` with `<use>`. Zero size rather than `display: none`, which some browsers do not draw
 * symbols from.
 */
export function IconSprite() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      aria-hidden="true"
      focusable="false"
      style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
    >
      {NAMES.map((name) => (
        <symbol key={name} id={spriteSymbolId(name)} viewBox="0 0 24 24">
          <path d={SPRITE_ICON_PATHS[name]} />
        </symbol>
      ))}
    </svg>
  );
}
