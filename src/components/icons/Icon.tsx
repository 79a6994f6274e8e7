import { spriteSymbolId, type SpriteIcon } from './sprite-icon';

interface IconProps {
  /** An icon of the page's sprite (frame-icons.ts, content-icons.ts), or path data of another. */
  path: SpriteIcon | string;
  /** CSS font size; the icon is 1em square. Defaults to the surrounding text size. */
  size?: string;
  className?: string;
}

/** A decorative 24×24 icon drawn in the current text colour. Label its control, not the icon. */
export function Icon({ path, size, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      style={{ fontSize: size, flexShrink: 0, verticalAlign: '-0.125em' }}
    >
      {typeof path === 'string' ? <path d={path} /> : <use href={`#${spriteSymbolId(path.sprite)}`} />}
    </svg>
  );
}
