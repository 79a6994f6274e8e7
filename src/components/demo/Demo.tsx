// First the Gatsby runtime, which loads gatsby-browser and so the frame's stylesheets, then this
// page's own: every chunk then orders the site's one stylesheet the same way (decision 0025).
import 'gatsby';
import * as React from 'react';
import { siteConfig } from '../../config/site-config';
import { useDemoStrings } from './demo-strings';
import { DEFAULT_DEMO_STYLING, DEMO_STYLINGS, type DemoStyling } from '../../lib/demo-stylings';
import type { CodeStyling, CodeVariant } from '../code/code-preferences';
import { useCodePreferences } from '../code/CodePreferencesProvider';
import { DemoInlineAd } from '../ads/DemoInlineAd';
import { dependencyMap, useDemoData, usePageAdsDisabled, type DemoCode } from './DemoDataProvider';
import type { DemoLoaders, DemoOptions } from './demo-types';
import { DemoCode as DemoCodeView } from './DemoCode';
import { DemoPreview } from './DemoPreview';
import { DemoStyles } from './DemoStyles';
import { DemoToolbar } from './DemoToolbar';
import { demoHash, type DemoLink } from './demo-hash';
import type { SandboxTarget } from './sandbox/sandbox-types';
import { fetchDemoCode, useDemoCode } from './use-demo-code';
import { useDemoLink } from './use-demo-link';

interface DemoProps extends DemoOptions {
  name: string;
  /** Module loaders per styling, added by the build (remark-demos). */
  loaders: DemoLoaders;
}

function languageOf(variant: CodeVariant, hasTypeScript: boolean): 'ts' | 'js' {
  return variant === 'TS' && hasTypeScript ? 'ts' : 'js';
}

/**
 * A live demo with its toolbar and code, embedded in MDX as `<Demo name="CheckboxSelection" />`.
 * Options: `bg` (outlined | inline | playground), `defaultCodeOpen`, `hideToolbar`, `iframe`,
 * `maxWidth`, `height`, `disableAd`.
 */
export default function Demo({
  name,
  loaders,
  bg = 'outlined',
  defaultCodeOpen = false,
  hideToolbar = false,
  iframe = false,
  maxWidth,
  height,
  disableAd = false,
}: DemoProps) {
  const t = useDemoStrings();
  const data = useDemoData(name);
  const preferences = useCodePreferences();
  const [codeOpen, setCodeOpen] = React.useState(defaultCodeOpen);
  // The inline ad appears once the reader has opened the code (not for code open from the start).
  const [openedByReader, setOpenedByReader] = React.useState(false);
  const pageAdsDisabled = usePageAdsDisabled();
  // A link to the demo may ask for a language and a styling: they apply to this demo only, and
  // give way to the reader's own choice in the toolbar.
  const [linkedVariant, setLinkedVariant] = React.useState<CodeVariant | null>(null);
  const [linkedStyling, setLinkedStyling] = React.useState<DemoStyling | null>(null);
  const [resetCount, setResetCount] = React.useState(0);
  const [activeFile, setActiveFile] = React.useState(0);
  const focusStartRef = React.useRef<HTMLSpanElement>(null);
  const rootRef = React.useRef<HTMLElement>(null);

  const stylings = DEMO_STYLINGS.filter((styling) => data.stylings.includes(styling));
  const wantedStyling = linkedStyling ?? preferences.styling;
  const styling: CodeStyling = stylings.includes(wantedStyling) ? wantedStyling : DEFAULT_DEMO_STYLING;
  const variant: CodeVariant = data.hasTypeScript ? (linkedVariant ?? preferences.variant) : 'JS';
  const code = useDemoCode(data.codeUrl, data.code, codeOpen);
  const filesOf = (demoCode: DemoCode) =>
    (demoCode.stylings.find((candidate) => candidate.styling === styling) ?? demoCode.stylings[0])?.files ?? [];

  const followLink = React.useCallback((link: DemoLink) => {
    setCodeOpen(true);
    if (link.variant) setLinkedVariant(link.variant);
    if (link.styling) {
      setLinkedStyling(link.styling);
      setActiveFile(0);
    }
  }, []);
  useDemoLink(name, rootRef, followLink);

  const loadCode = async (): Promise<DemoCode> => (code.status === 'ready' ? code.code : fetchDemoCode(data.codeUrl));

  const copySource = async () => {
    const files = filesOf(await loadCode());
    const file = files[codeOpen ? activeFile : 0] ?? files[0];
    if (!file) return;
    await navigator.clipboard.writeText(
      languageOf(variant, data.hasTypeScript) === 'ts' && file.ts !== null ? file.ts : file.js,
    );
  };

  const copyLink = async (linkVariant: CodeVariant) => {
    const { origin, pathname } = window.location;
    const linkStyling = styling === DEFAULT_DEMO_STYLING ? null : styling;
    await navigator.clipboard.writeText(
      `${origin}${pathname}${demoHash({ name, styling: linkStyling, variant: linkVariant })}`,
    );
  };

  const openSandbox = async (target: SandboxTarget) => {
    const [{ openSandbox: open }, demoCode] = await Promise.all([import('./sandbox/open-sandbox'), loadCode()]);
    const stylingCode = demoCode.stylings.find((candidate) => candidate.styling === styling) ?? demoCode.stylings[0];
    if (!stylingCode) return;
    const language = languageOf(variant, data.hasTypeScript);
    open(target, {
      name,
      pageTitle: document.title,
      pageUrl: window.location.href.replace(/#.*$/, ''),
      language,
      files: stylingCode.files.map((file) =>
        language === 'ts' && file.ts !== null
          ? { path: file.fileName, content: file.ts }
          : { path: file.jsFileName, content: file.js },
      ),
      dependencies: dependencyMap(stylingCode.sandbox.dependencies),
      typeScriptDevDependencies: dependencyMap(stylingCode.sandbox.typeScriptDevDependencies),
    });
  };

  const codeId = `demo-code-${name}`;
  const load = loaders[styling] ?? loaders.system;
  if (!load) {
    throw new Error(`The demo "${name}" has no module to load.`);
  }
  return (
    <DemoStyles
      ref={rootRef}
      id={name}
      className={`demo demo-bg-${bg}`}
      aria-label={t('demoLabel', { name })}
      data-demo={name}
    >
      <div className="demo-frame" style={maxWidth ? { maxWidth, marginInline: 'auto' } : undefined}>
        <span ref={focusStartRef} tabIndex={-1} className="demo-focus-start" />
        <DemoPreview
          key={styling}
          id={`demo-preview-${name}`}
          load={load}
          resetKey={String(resetCount)}
          iframe={iframe}
          height={height}
          failedMessage={t('demoLoadFailed')}
        />
      </div>
      {hideToolbar ? null : (
        <>
          <DemoToolbar
            name={name}
            codeId={codeId}
            codeOpen={codeOpen}
            hasPreview={data.preview !== null}
            hasTypeScript={data.hasTypeScript}
            variant={variant}
            stylings={stylings}
            styling={styling}
            sourceUrl={`${siteConfig.sourceUrlBase}${data.sourceFile}`}
            onToggleCode={() => {
              setCodeOpen((open) => !open);
              setOpenedByReader(true);
            }}
            onVariantChange={(next) => {
              setLinkedVariant(null);
              preferences.setVariant(next);
            }}
            onStylingChange={(next) => {
              setActiveFile(0);
              setLinkedStyling(null);
              preferences.setStyling(next);
            }}
            onCopySource={copySource}
            onCopyLink={copyLink}
            onResetFocus={() => focusStartRef.current?.focus()}
            onReset={() => setResetCount((count) => count + 1)}
            onOpenSandbox={(target) => void openSandbox(target)}
          />
          <DemoCodeView
            id={codeId}
            name={name}
            open={codeOpen}
            data={data}
            files={code.status === 'ready' ? filesOf(code.code) : null}
            status={code.status}
            variant={variant}
            followsPreference={linkedVariant === null}
            activeFile={activeFile}
            onActiveFileChange={setActiveFile}
          />
          {openedByReader && !disableAd && !pageAdsDisabled ? <DemoInlineAd /> : null}
        </>
      )}
    </DemoStyles>
  );
}
