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
import { dependencyMap, useDemoData, usePageAdsDisabled, type DemoCode, type DemoCodeFile } from './DemoDataProvider';
import type { DemoLoaders, DemoOptions } from './demo-types';
import { DemoCode as DemoCodeView } from './DemoCode';
import { DemoPreview } from './DemoPreview';
import { DemoStyles } from './DemoStyles';
import { DemoToolbar } from './DemoToolbar';
import { demoHash, type DemoLink } from './demo-hash';
import type { SandboxTarget } from './sandbox/sandbox-types';
import { fetchDemoCode, useDemoCode } from './use-demo-code';
import { useDemoLink } from './use-demo-link';
import { useDemoEditing } from './use-demo-editing';
import type { DemoScopeLoaders } from '../../lib/demo-scope';
import type { EditorCaret } from './editable/caret-offset';

interface DemoProps extends DemoOptions {
  name: string;
  /** Module loaders per styling, added by the build (remark-demos). */
  loaders: DemoLoaders;
  /** Module maps per styling, for editing the demo (added by the build, decision 0045). */
  scopes?: DemoScopeLoaders;
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
  scopes,
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
  const language = languageOf(variant, data.hasTypeScript);
  const editing = useDemoEditing(name, scopes);
  const { editor } = editing;
  const [editorOpen, setEditorOpen] = React.useState(false);
  const [pendingCaret, setPendingCaret] = React.useState<EditorCaret | null>(null);
  /** The file's code in the shown language, as the reader left it. */
  const textOf = (file: DemoCodeFile) =>
    editor?.session.sourceOf(styling, language, file) ?? (language === 'ts' && file.ts !== null ? file.ts : file.js);
  const shownFiles = code.status === 'ready' ? filesOf(code.code) : null;
  // The edits of the shown files run in the preview (at once when the language or styling changes,
  // and after each pause in typing).
  React.useEffect(() => {
    if (editor && shownFiles) editor.session.show(styling, language, shownFiles);
  }, [editor, styling, language, shownFiles]);
  // The caret is placed once, when the editor first opens.
  React.useEffect(() => {
    if (editor && editorOpen) setPendingCaret(null);
  }, [editor, editorOpen]);

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
    await navigator.clipboard.writeText(textOf(file));
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
    open(target, {
      name,
      pageTitle: document.title,
      pageUrl: window.location.href.replace(/#.*$/, ''),
      language,
      files: stylingCode.files.map((file) => ({
        path: language === 'ts' && file.ts !== null ? file.fileName : file.jsFileName,
        content: textOf(file),
      })),
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
          live={
            editor && editing.live ? (
              <editor.kit.LivePreview
                Component={editing.live.Component}
                version={editing.live.version}
                onRenderError={editor.session.onRenderError}
              />
            ) : null
          }
        />
      </div>
      {editor && editing.edited ? <editor.kit.EditErrorMessage error={editing.error} /> : null}
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
            editedMark={editor && editing.edited ? <editor.kit.EditedMark /> : null}
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
            onReset={() => {
              editor?.session.reset();
              setResetCount((count) => count + 1);
            }}
            onOpenSandbox={(target) => void openSandbox(target)}
          />
          <DemoCodeView
            id={codeId}
            name={name}
            open={codeOpen}
            data={data}
            files={shownFiles}
            status={code.status}
            variant={variant}
            followsPreference={linkedVariant === null}
            activeFile={activeFile}
            onActiveFileChange={setActiveFile}
            onReach={editing.requestKit}
            onStartEditing={(caret) => {
              editing.requestKit();
              setCodeOpen(true);
              setEditorOpen(true);
              setPendingCaret(caret);
            }}
            renderEditor={(file) =>
              editor && editorOpen && /\.(tsx?|jsx?)$/.test(file.fileName) ? (
                <editor.kit.EditableFile
                  session={editor.session}
                  styling={styling}
                  language={language}
                  file={file}
                  initialCaret={pendingCaret}
                />
              ) : null
            }
          />
          {openedByReader && !disableAd && !pageAdsDisabled ? <DemoInlineAd /> : null}
        </>
      )}
    </DemoStyles>
  );
}
