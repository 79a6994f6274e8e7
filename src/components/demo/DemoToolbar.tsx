import * as React from 'react';
import { rovingTargetIndex } from '../../lib/roving-focus';
import { useDemoStrings, type DemoStringKey } from './demo-strings';
import type { CodeStyling, CodeVariant } from '../code/code-preferences';
import { DisclosureMenu } from '../frame-ui/DisclosureMenu';
import { Icon } from '../icons/Icon';
import { copyIcon, linkIcon } from '../icons/content-icons';
import { boltIcon, boxIcon, codeIcon, focusIcon, moreIcon, refreshIcon } from '../icons/demo-icons';
import { checkIcon, githubIcon } from '../icons/frame-icons';
import type { SandboxTarget } from './sandbox/sandbox-types';

const STYLING_LABELS: Record<CodeStyling, DemoStringKey> = {
  system: 'stylingSystem',
  css: 'stylingCss',
  tailwind: 'stylingTailwind',
};

export interface DemoToolbarProps {
  name: string;
  codeId: string;
  codeOpen: boolean;
  hasPreview: boolean;
  hasTypeScript: boolean;
  variant: CodeVariant;
  stylings: readonly CodeStyling[];
  styling: CodeStyling;
  sourceUrl: string;
  /** Says that the reader has edited the code (from the editor, until Reset demo); null otherwise. */
  editedMark: React.ReactNode;
  onToggleCode: () => void;
  onVariantChange: (variant: CodeVariant) => void;
  onStylingChange: (styling: CodeStyling) => void;
  onCopySource: () => Promise<void>;
  onCopyLink: (variant: CodeVariant) => Promise<void>;
  onResetFocus: () => void;
  onReset: () => void;
  onOpenSandbox: (target: SandboxTarget) => void;
}

/** Moves focus among the toolbar's controls with the arrow keys (one tab stop for the toolbar). */
function useRovingFocus() {
  const ref = React.useRef<HTMLDivElement>(null);
  const items = () =>
    Array.from(ref.current?.querySelectorAll<HTMLElement>('[data-roving]') ?? []).filter(
      (item) => !item.hasAttribute('disabled'),
    );
  const setActive = (target: HTMLElement) => {
    for (const item of items()) item.tabIndex = item === target ? 0 : -1;
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const target = rovingTargetIndex(event.key, index, list.length);
    const next = target === null ? undefined : list[target];
    if (next) {
      event.preventDefault();
      setActive(next);
      next.focus();
    }
  };
  const onFocus = (event: React.FocusEvent) => {
    const target = event.target as HTMLElement;
    if (target.hasAttribute('data-roving')) setActive(target);
  };
  React.useEffect(() => {
    const list = items();
    list.forEach((item, index) => (item.tabIndex = index === 0 ? 0 : -1));
  });
  return { ref, onKeyDown, onFocus };
}

/** "Copied" for about a second after an action that puts something on the clipboard. */
function useFlash(): [string | null, (message: string) => void] {
  const [message, setMessage] = React.useState<string | null>(null);
  React.useEffect(() => {
    if (message === null) return undefined;
    const timer = window.setTimeout(() => setMessage(null), 1000);
    return () => window.clearTimeout(timer);
  }, [message]);
  return [message, setMessage];
}

/**
 * The demo's toolbar (`role="toolbar"`): language, styling, code visibility, copy, links,
 * focus and reset, and the sandboxes. Every control has a label and a tooltip; arrow keys move
 * between them. Clicks are tracked through `data-ga-event-*` attributes.
 */
export function DemoToolbar(props: DemoToolbarProps) {
  const t = useDemoStrings();
  const { ref, onKeyDown, onFocus } = useRovingFocus();
  const [flash, setFlash] = useFlash();
  const { name, codeOpen, hasPreview, variant } = props;
  const ga = (action: string) => ({
    'data-ga-event-category': 'demo',
    'data-ga-event-action': action,
    'data-ga-event-label': name,
  });
  const codeLabel = hasPreview
    ? codeOpen
      ? t('demoCollapseCode')
      : t('demoExpandCode')
    : codeOpen
      ? t('demoHideCode')
      : t('demoShowCode');
  const copyLabel = flash === 'source' ? t('demoCopied') : t('demoCopySource');

  return (
    <div ref={ref} role="toolbar" aria-label={t('demoToolbar', { name })} onKeyDown={onKeyDown} onFocus={onFocus}>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-pressed={variant === 'JS'}
        aria-label={t('demoShowJs')}
        data-tooltip={t('demoShowJs')}
        onClick={() => props.onVariantChange('JS')}
        {...ga('source-js')}
      >
        JS
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-pressed={variant === 'TS'}
        aria-label={props.hasTypeScript ? t('demoShowTs') : t('demoNoTs')}
        data-tooltip={props.hasTypeScript ? t('demoShowTs') : t('demoNoTs')}
        disabled={!props.hasTypeScript}
        onClick={() => props.onVariantChange('TS')}
        {...ga('source-ts')}
      >
        TS
      </button>
      {props.stylings.length > 1 ? (
        <select
          className="toolbar-select"
          data-roving
          aria-label={t('demoStyling')}
          value={props.styling}
          onChange={(event) => props.onStylingChange(event.target.value as CodeStyling)}
        >
          {props.stylings.map((styling) => (
            <option key={styling} value={styling}>
              {t(STYLING_LABELS[styling])}
            </option>
          ))}
        </select>
      ) : null}
      {props.editedMark}
      <span className="toolbar-spacer" />
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-expanded={codeOpen}
        aria-controls={props.codeId}
        aria-label={codeLabel}
        data-tooltip={codeLabel}
        onClick={props.onToggleCode}
        {...ga(hasPreview ? 'expand' : 'code')}
      >
        <Icon path={codeIcon} />
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-label={copyLabel}
        data-tooltip={copyLabel}
        onClick={() =>
          props.onCopySource().then(
            () => setFlash('source'),
            () => {},
          )
        }
        {...ga('copy')}
      >
        <Icon path={flash === 'source' ? checkIcon : copyIcon} />
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-label={t('demoStackBlitz')}
        data-tooltip={t('demoStackBlitz')}
        onClick={() => props.onOpenSandbox('stackblitz')}
        {...ga('stackblitz')}
      >
        <Icon path={boltIcon} />
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-label={t('demoCodeSandbox')}
        data-tooltip={t('demoCodeSandbox')}
        onClick={() => props.onOpenSandbox('codesandbox')}
        {...ga('codesandbox')}
      >
        <Icon path={boxIcon} />
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-label={t('demoResetFocus')}
        data-tooltip={t('demoResetFocus')}
        onClick={props.onResetFocus}
        {...ga('reset-focus')}
      >
        <Icon path={focusIcon} />
      </button>
      <button
        type="button"
        className="toolbar-button"
        data-roving
        aria-label={t('demoReset')}
        data-tooltip={t('demoReset')}
        onClick={props.onReset}
        {...ga('reset')}
      >
        <Icon path={refreshIcon} />
      </button>
      <DisclosureMenu
        className="demo-menu"
        renderButton={(buttonProps) => (
          <button
            type="button"
            className="toolbar-button"
            data-roving
            aria-label={t('demoMoreActions')}
            data-tooltip={t('demoMoreActions')}
            {...buttonProps}
          >
            <Icon path={moreIcon} />
          </button>
        )}
      >
        {(close) => (
          <ul>
            {(['JS', 'TS'] as const).map((linkVariant) =>
              linkVariant === 'TS' && !props.hasTypeScript ? null : (
                <li key={linkVariant}>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      void props.onCopyLink(linkVariant).then(
                        () => setFlash('link'),
                        () => {},
                      );
                    }}
                    {...ga('permalink')}
                  >
                    <Icon path={linkIcon} />
                    {linkVariant === 'JS' ? t('demoCopyLinkJs') : t('demoCopyLinkTs')}
                  </button>
                </li>
              ),
            )}
            <li>
              <a href={props.sourceUrl} rel="noopener" onClick={close} {...ga('view-source')}>
                <Icon path={githubIcon} />
                {t('demoViewSource')}
              </a>
            </li>
          </ul>
        )}
      </DisclosureMenu>
      <span className="toolbar-status" role="status" aria-live="polite">
        {flash === 'link' ? t('demoLinkCopied') : ''}
      </span>
    </div>
  );
}
